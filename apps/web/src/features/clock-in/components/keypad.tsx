import { UnstyledButton } from '@mantine/core';
import { IconBackspace } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYPAD_ROWS, type KeypadAction } from '../lib/keypad-keys';
import classes from './keypad.module.css';

export interface KeypadProps {
  onAction(action: KeypadAction): void;
}

/**
 * A tap keeps the focus where it was: after tapping "5", a keyboard's Enter sends the number
 * instead of pressing "5" again.
 */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The on-screen keypad (docs/screens.md#kiosk): big keys for a tablet on a bar counter. */
export function Keypad({ onAction }: KeypadProps) {
  const { t } = useTranslation('clockin');
  return (
    <fieldset className={classes.keypad} aria-label={t('keypad')}>
      {KEYPAD_ROWS.flat().map((key) =>
        key === 'backspace' ? (
          <UnstyledButton
            key={key}
            className={classes.key}
            data-kind="backspace"
            onMouseDown={keepFocus}
            onClick={() => onAction({ type: 'backspace' })}
          >
            <IconBackspace size={28} aria-hidden />
            <span className={classes.keyText}>{t('backspace')}</span>
          </UnstyledButton>
        ) : (
          <UnstyledButton
            key={key}
            className={classes.key}
            onMouseDown={keepFocus}
            onClick={() => onAction({ type: 'add', key })}
          >
            {key}
          </UnstyledButton>
        ),
      )}
    </fieldset>
  );
}
