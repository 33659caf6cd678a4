import { clockBody } from '@klokwerk/contract/time';
import { Box, Button, Grid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useClock } from '../api/clock';
import {
  type ClockOutcome,
  failureOutcome,
  rejectedOutcome,
  storedOutcome,
  successOutcome,
  tapTime,
} from '../lib/clock-outcome';
import { applyKey, type KeypadAction, keypadActionOf } from '../lib/keypad-keys';
import type { QueuedTap } from '../lib/tap-queue';
import classes from './clock-in-terminal.module.css';
import { ClockResult } from './clock-result';
import { Keypad } from './keypad';
import { LiveClock } from './live-clock';
import { clockBodyOf, useOnline, useTapQueue } from './use-tap-queue';
import { WaitingTaps } from './waiting-taps';

/** Long enough to read the sentence, short enough that the next person finds a clean screen. */
export const RESULT_MS = 5_000;

/** The contract's rule and message: an empty number is "Vul het telefoonnummer in.". */
const validateClock = schemaResolver(clockBody, { sync: true });

/**
 * The kiosk itself: the read-only number filled by the keypad or a keyboard, Verzend, and the
 * outcome in a live region. The number clears as soon as it is sent, so the next person can
 * start while the outcome stays readable for 5 seconds.
 *
 * Every tap carries its moment and a key of its own. Without a connection it is kept
 * on the tablet and sent later, in order; while older taps wait, a new one queues behind them.
 * `owner` is the signed-in account the taps are kept for.
 */
export function ClockInTerminal({ timeZone, owner }: { timeZone: string; owner: string }) {
  const { t } = useTranslation('clockin');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [outcome, setOutcome] = useState<ClockOutcome | null>(null);
  const nextId = useRef(1);
  const clock = useClock();
  const online = useOnline();
  const queue = useTapQueue(owner, (tap, error) => {
    const headline = t('rejected', { time: tapTime(tap, timeZone), phoneNumber: tap.phoneNumber });
    setOutcome(rejectedOutcome(nextId.current++, headline, error));
  });

  const keep = (id: number, tap: QueuedTap) => {
    const texts = { sent: t('sent'), failed: t('failed') };
    queue.keep(tap).then(
      () => {
        const storedAt = t('storedAt', { time: tapTime(tap, timeZone) });
        setOutcome(storedOutcome(id, { stored: t('stored'), storedAt }));
      },
      (error: unknown) => setOutcome(failureOutcome(id, error, texts)),
    );
  };

  const send = () => {
    if (clock.isPending) return;
    const errors = validateClock({ phoneNumber });
    const id = nextId.current++;
    if (errors.phoneNumber) {
      setOutcome({ id, kind: 'error', headline: String(errors.phoneNumber), detail: null });
      return;
    }
    const texts = { sent: t('sent'), failed: t('failed') };
    const tap: QueuedTap = {
      idempotencyKey: newIdempotencyKey(),
      phoneNumber,
      tappedAt: new Date().toISOString(),
      owner,
    };
    setPhoneNumber('');
    if (!navigator.onLine || queue.waiting > 0) {
      keep(id, tap);
      return;
    }
    clock.mutate(clockBodyOf(tap), {
      onSuccess: (answer) => setOutcome(successOutcome(id, answer, texts)),
      // No answer at all (network, timeout): kept and sent again with the same key, so a tap
      // the server did register before the line dropped is not registered twice.
      onError: (error) =>
        error instanceof ApiError && error.status === 0
          ? keep(id, tap)
          : setOutcome(failureOutcome(id, error, texts)),
    });
  };

  const act = (action: KeypadAction) => {
    if (action.type === 'send') send();
    else setPhoneNumber((current) => applyKey(current, action));
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    const action = keypadActionOf(event);
    if (!action) return;
    event.preventDefault();
    act(action);
  });
  useEffect(() => {
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (outcome === null) return;
    const timer = setTimeout(() => setOutcome(null), RESULT_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Grid gap={{ base: 'lg', md: 48 }} align="flex-start">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="lg">
            {/* A phone needs the room for the keypad; a tablet shows the time people check. */}
            <Box visibleFrom="sm">
              <LiveClock timeZone={timeZone} />
            </Box>
            <TextInput
              readOnly
              data-kiosk-phone
              label={t('phoneNumber')}
              description={t('phoneNumberHint')}
              value={phoneNumber}
              inputMode="none"
              autoComplete="off"
              size="xl"
              classNames={{ input: classes.number, label: classes.label }}
            />
            <div className={classes.outcome}>
              <div role="status" aria-live="polite" aria-atomic="true">
                {outcome && <ClockResult key={outcome.id} outcome={outcome} />}
              </div>
              {!outcome && (
                <Text c="dimmed" size="lg">
                  {clock.isPending ? t('sending') : t('idle')}
                </Text>
              )}
            </div>
            <WaitingTaps waiting={queue.waiting} online={online} signedOut={queue.signedOut} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md" maw={460} mx="auto">
            <Keypad onAction={act} />
            <Button
              type="submit"
              size="xl"
              mih={72}
              fz={24}
              px="md"
              fullWidth
              loading={clock.isPending}
              leftSection={<IconSend size={26} aria-hidden />}
            >
              {t('send')}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
