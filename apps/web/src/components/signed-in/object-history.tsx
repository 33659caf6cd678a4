import type { AuditedObject } from '@klokwerk/contract/audit';
import { formatDate, formatTime } from '@klokwerk/domain/format';
import { can } from '@klokwerk/domain/policies';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconHistory } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, loadNamespaces } from '../../i18n/i18n';
import { actionText, actorText, changeLines } from '../../lib/audit/describe-entry';
import { companyTimeZone, useCompanies } from '../../lib/queries/companies';
import { useObjectHistory } from '../../lib/queries/object-history';
import { useSession } from '../../lib/session';

export interface ObjectHistoryProps {
  entity: AuditedObject;
  entityId: number;
  /** The object's company: its clock shows the moments. */
  companyId: number | null;
  /** Shown at once, without the fold (a dialog opened to show just the history). */
  unfolded?: boolean;
}

/**
 * "Geschiedenis" of one registration, correction or employee: who changed what and
 * when, the values before and after, oldest first. Folded until opened, so a dialog asks
 * nothing extra; for the roles of `audit.object` (the server checks the object itself).
 */
export function ObjectHistory(props: ObjectHistoryProps) {
  const session = useSession();
  // The texts are the audit page's; they load with the first history shown.
  const [ready, setReady] = useState(() => i18n.hasResourceBundle('nl', 'audit'));
  useEffect(() => {
    if (!ready) void loadNamespaces('audit').then(() => setReady(true));
  }, [ready]);
  if (!can(session?.role, 'audit.object') || !ready) return null;
  return <History {...props} />;
}

function History({ entity, entityId, companyId, unfolded = false }: ObjectHistoryProps) {
  const { t } = useTranslation('audit');
  const [folded, setFolded] = useState(!unfolded);
  const open = !folded;
  const panelId = useId();
  const history = useObjectHistory(entity, entityId, open);
  const companies = useCompanies();
  const timeZone = companyTimeZone(companies.data, companyId);
  const entries = history.data?.entries ?? [];

  return (
    <Stack gap="xs">
      {!unfolded && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconHistory size={16} aria-hidden />}
          rightSection={
            open ? (
              <IconChevronUp size={16} aria-hidden />
            ) : (
              <IconChevronDown size={16} aria-hidden />
            )
          }
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setFolded((was) => !was)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t(open ? 'history.hide' : 'history.show')}
        </Button>
      )}
      {open && (
        <Stack id={panelId} gap="xs" component="section" aria-label={t('history.title')}>
          {history.isPending && <Skeleton height={40} />}
          {history.isError && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {t('history.loadFailed')}
            </Text>
          )}
          {history.isSuccess && entries.length === 0 && <Text size="sm">{t('history.empty')}</Text>}
          {entries.length > 0 && (
            <Stack component="ol" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {entries.map((entry) => {
                const at = new Date(entry.at);
                return (
                  <li key={entry.auditId}>
                    <Text size="xs" c="dimmed">
                      {formatDate(at, timeZone)} {formatTime(at, timeZone)} ·{' '}
                      {actorText(entry.actor, t)}
                    </Text>
                    <Text size="sm" fw={600}>
                      {actionText(entry, t)}
                    </Text>
                    {changeLines(entry, timeZone, t).map((line) => (
                      <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {line}
                      </Text>
                    ))}
                  </li>
                );
              })}
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
