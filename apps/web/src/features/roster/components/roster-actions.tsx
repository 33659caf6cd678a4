import { Button, Group, Text } from '@mantine/core';
import { IconCalendarCheck, IconCopy, IconPlus, IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './roster-grid.module.css';

export interface RosterActionsProps {
  /** The concept shifts of the week shown: what Rooster Bevestigen publishes. */
  draftCount: number;
  /** The drafts are being checked against the Arbeidstijdenwet, before they are confirmed. */
  checking: boolean;
  confirming: boolean;
  /** Nieuwe Dienst is being fetched (its dialog is a chunk of its own). */
  opening: boolean;
  onNewShift(): void;
  onPrepareNewShift(): void;
  onConfirm(): void;
  /** Fetches what confirming may show (the dialog with Arbeidstijdenwet findings). */
  onPrepareConfirm(): void;
  /** The previous week (or day) is being copied into the one shown. */
  copying: boolean;
  /** 'week' or 'dag': what Kopieer vorige week (dag) copies. */
  view: 'week' | 'dag';
  onCopy(): void;
  /** Roostersjablonen: save the week shown, or plan it from a template. */
  onTemplates(): void;
  onPrepareTemplates(): void;
}

/**
 * The planning buttons (docs/screens.md#roster): Nieuwe Dienst, Rooster Bevestigen, copying the
 * previous week (or day) into the one shown as concepts, and Sjablonen; how many concept shifts
 * of the week wait for confirmation; and the legend Definitief Rooster / Concept Rooster.
 */
export function RosterActions(props: RosterActionsProps) {
  const { t } = useTranslation('roster');
  const { draftCount, checking, confirming } = props;
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Group gap="sm" role="group" aria-label={t('actions.label')} className={classes.actions}>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={props.onNewShift}
          onPointerEnter={props.onPrepareNewShift}
          onFocus={props.onPrepareNewShift}
          loading={props.opening}
        >
          {t('actions.newShift')}
        </Button>
        <Button
          variant="outline"
          leftSection={<IconCalendarCheck size={18} aria-hidden />}
          onClick={props.onConfirm}
          onPointerEnter={props.onPrepareConfirm}
          onFocus={props.onPrepareConfirm}
          // Busy, not disabled: the button keeps the focus, so the dialog that may follow the
          // check gives it back when it closes. A click while busy does nothing.
          disabled={draftCount === 0}
          data-disabled={confirming || undefined}
          aria-disabled={confirming || undefined}
          aria-busy={confirming}
        >
          {checking
            ? t('actions.checking')
            : confirming
              ? t('actions.confirming')
              : t('actions.confirm')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconCopy size={18} aria-hidden />}
          onClick={props.onCopy}
          data-disabled={props.copying || undefined}
          aria-disabled={props.copying || undefined}
          aria-busy={props.copying}
        >
          {props.copying
            ? t('actions.copying')
            : props.view === 'week'
              ? t('actions.copyWeek')
              : t('actions.copyDay')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconTemplate size={18} aria-hidden />}
          onClick={props.onTemplates}
          onPointerEnter={props.onPrepareTemplates}
          onFocus={props.onPrepareTemplates}
        >
          {t('actions.templates')}
        </Button>
        <Text size="sm" c="dimmed" role="status">
          {draftCount === 0 ? t('actions.noDrafts') : t('actions.drafts', { count: draftCount })}
        </Text>
      </Group>
      <Group gap="md" role="group" aria-label={t('legend.label')}>
        <Group gap={6} wrap="nowrap">
          <span className={`${classes.swatch} ${classes.final}`} aria-hidden />
          <Text size="sm">{t('legend.definitive')}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <span className={`${classes.swatch} ${classes.concept}`} aria-hidden />
          <Text size="sm">{t('legend.concept')}</Text>
        </Group>
      </Group>
    </Group>
  );
}
