import { rosterEmployee, type ScheduleItem } from '@klokwerk/contract/schedules';
import { useCallback, useSyncExternalStore } from 'react';

/** The employee of a shift, as the roster shows and filters it. */
export type RosterEmployee = ScheduleItem['employee'];

/**
 * A concept shift ("Draft shift" in docs/screens.md#roster): kept only in this browser tab until Rooster
 * Bevestigen sends it. The times are the form's wall-clock date-times without an offset, which
 * is also what the confirm call takes; the employee is a copy of what the roster shows of them.
 */
export interface DraftShift {
  id: string;
  employee: RosterEmployee;
  startTime: string;
  endTime: string;
}

export interface DraftOwner {
  tenantId: string | null;
  userName: string;
}

/**
 * Session storage, so a reload keeps the drafts and closing the tab ends them (as the
 * specification's session does). One list per tenant, company and user: a planner switching
 * location sees that location's drafts, and whoever signs in next at a shared computer does
 * not confirm someone else's.
 */
function keyOf(owner: DraftOwner, companyId: number): string {
  return `rosterDrafts:${owner.tenantId ?? ''}:${owner.userName}:${companyId}`;
}

const EMPTY: DraftShift[] = [];
const listeners = new Set<() => void>();
/** Parsed lists by key, so a snapshot stays the same object until its text changes. */
const parsed = new Map<string, { raw: string | null; drafts: DraftShift[] }>();
/** Where drafts live when the browser refuses storage (private mode, full quota). */
const memory = new Map<string, string>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readRaw(key: string): string | null {
  try {
    return sessionStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

function isDraft(value: unknown): value is DraftShift {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.id === 'string' &&
    typeof draft.startTime === 'string' &&
    typeof draft.endTime === 'string' &&
    rosterEmployee.safeParse(draft.employee).success
  );
}

/** What is stored, leaving out anything that is not a draft (an older version, a hand edit). */
export function parseDrafts(raw: string | null): DraftShift[] {
  if (!raw) return EMPTY;
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list.filter(isDraft) : EMPTY;
  } catch {
    return EMPTY;
  }
}

function read(key: string): DraftShift[] {
  const raw = readRaw(key);
  const cached = parsed.get(key);
  if (cached && cached.raw === raw) return cached.drafts;
  const drafts = parseDrafts(raw);
  parsed.set(key, { raw, drafts });
  return drafts;
}

function write(key: string, drafts: DraftShift[]): void {
  const raw = JSON.stringify(drafts);
  try {
    if (drafts.length === 0) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, raw);
    memory.delete(key);
  } catch {
    memory.set(key, raw);
  }
  for (const listener of listeners) listener();
}

let counter = 0;

/** An id unique in this tab; not crypto.randomUUID, which plain HTTP on a LAN does not have. */
function newId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

export interface Drafts {
  drafts: DraftShift[];
  add(draft: Omit<DraftShift, 'id'>): DraftShift;
  /** Removes these drafts (one deleted, or all those a confirmation sent). */
  remove(ids: readonly string[]): void;
}

/** The concept shifts of one company; none (and no changes) while no company is chosen. */
export function useDrafts(owner: DraftOwner, companyId: number | null): Drafts {
  const key = companyId === null ? null : keyOf(owner, companyId);
  const drafts = useSyncExternalStore(
    subscribe,
    () => (key === null ? EMPTY : read(key)),
    () => EMPTY,
  );
  const add = useCallback(
    (draft: Omit<DraftShift, 'id'>) => {
      const created = { ...draft, id: newId() };
      if (key !== null) write(key, [...read(key), created]);
      return created;
    },
    [key],
  );
  const remove = useCallback(
    (ids: readonly string[]) => {
      if (key === null) return;
      const gone = new Set(ids);
      write(
        key,
        read(key).filter((draft) => !gone.has(draft.id)),
      );
    },
    [key],
  );
  return { drafts, add, remove };
}
