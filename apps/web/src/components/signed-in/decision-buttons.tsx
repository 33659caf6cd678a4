import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { STATUS_COLOURS } from '../../lib/status-colours';

export interface DecisionButtonsProps {
  size: 'compact-sm' | 'compact-md';
  texts: { approve: string; reject: string };
  /** Whose request, when a list holds several: the buttons' names then say it. */
  about?: string;
  /** The approval is under way. */
  approving: boolean;
  onApprove(): void;
  onReject(): void;
  /** Someone reaches for Afwijzen: fetch what it opens before it is needed. */
  onPrepareReject?(): void;
}

/** Goedkeuren and Afwijzen of a request that waits for a decision (leave, a claim, an offer). */
export function DecisionButtons({
  size,
  texts,
  about,
  approving,
  onApprove,
  onReject,
  onPrepareReject,
}: DecisionButtonsProps) {
  return (
    <Group gap="xs">
      <Button
        size={size}
        color={STATUS_COLOURS.positive}
        leftSection={<IconCheck size={16} aria-hidden />}
        aria-label={about ? `${texts.approve}: ${about}` : undefined}
        loading={approving}
        onClick={onApprove}
      >
        {texts.approve}
      </Button>
      <Button
        size={size}
        variant="outline"
        color="red.9"
        leftSection={<IconX size={16} aria-hidden />}
        aria-label={about ? `${texts.reject}: ${about}` : undefined}
        onPointerEnter={onPrepareReject}
        onClick={onReject}
      >
        {texts.reject}
      </Button>
    </Group>
  );
}
