import type { MyShiftItem } from '@klokwerk/contract/my-roster';
import {
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerAlert } from '../../../components/signed-in/banner-alert';
import { LoadFailed, LoadingRows } from '../../../components/signed-in/load-states';
import { useBanner } from '../../../components/signed-in/use-banner';
import { ApiError } from '../../../lib/api-client';
import { useAnswerOffer, useMyOffers, useOfferShift } from '../../../lib/queries/open-shifts';
import { shiftText } from '../../../lib/shift-text';
import { myShiftsKey } from '../api/get-my-shifts';
import { TakeShiftCard } from './take-shift-card';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
const EVERYONE = 'iedereen';

/**
 * Diensten ruilen on Mijn rooster (docs/open-shifts-and-swaps.md): offer one of my next shifts
 * to a colleague or to everyone with my job title, take a shift offered to me, and follow or
 * withdraw my own offers until the planner decides.
 */
export function MyShiftOffers({ shifts, now }: { shifts: readonly MyShiftItem[]; now: Date }) {
  const { t } = useTranslation('open-shifts');
  const headingId = useId();
  const offers = useMyOffers(true);
  const offer = useOfferShift();
  const answer = useAnswerOffer();
  const queryClient = useQueryClient();
  const { banner, show, close } = useBanner();
  const [scheduleId, setScheduleId] = useState<string | null>(null);
  const [to, setTo] = useState(EVERYONE);
  const timeZone = offers.data?.timeZone ?? 'Europe/Amsterdam';
  const failed = (what: string) => (error: unknown) =>
    show('error', error instanceof ApiError ? `${what} ${error.message}` : what, true);
  const offerable = shifts.filter((s) => Date.parse(s.startTime) > now.getTime());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    offer.mutate(
      { scheduleId: scheduleId ?? '', toEmployeeId: to === EVERYONE ? null : to },
      {
        onSuccess: () => {
          setScheduleId(null);
          show('success', t('mine.offered'));
        },
        onError: failed(t('mine.offerFailed')),
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('mine.offersTitle')}
      </Title>
      <BannerAlert banner={banner} onClose={close} />
      {offers.isPending && <LoadingRows rows={2} height={72} />}
      {offers.isError && (
        <LoadFailed
          title={t('mine.offersFailed')}
          error={offers.error}
          retryLabel={t('retry')}
          onRetry={() => void offers.refetch()}
        />
      )}
      {offers.isSuccess && (
        <>
          {offers.data.forMe.length === 0 && <Text>{t('mine.forMeEmpty')}</Text>}
          {offers.data.forMe.length > 0 && (
            <Stack component="ul" gap="sm" style={listStyle}>
              {offers.data.forMe.map((item) => {
                const text = shiftText(item, timeZone);
                return (
                  <TakeShiftCard
                    key={item.offerId}
                    text={text}
                    detail={t('mine.offeredBy', {
                      name: `${item.from.firstName} ${item.from.lastName}`,
                    })}
                    status={item.status === 'OFFERED' ? null : t(`offerStatus.${item.status}`)}
                    blockers={item.blockers}
                    action={t('mine.accept')}
                    loading={answer.isPending && answer.variables?.offerId === item.offerId}
                    onTake={() =>
                      answer.mutate(
                        { offerId: item.offerId, step: 'accept' },
                        {
                          onSuccess: () => show('success', t('mine.accepted')),
                          onError: failed(t('mine.acceptFailed')),
                        },
                      )
                    }
                  />
                );
              })}
            </Stack>
          )}

          <Paper withBorder radius="md" p="md">
            <form onSubmit={submit} noValidate aria-busy={offer.isPending}>
              <Stack gap="sm">
                <Text fw={700}>{t('mine.offer')}</Text>
                {offerable.length === 0 ? (
                  <Text size="sm">{t('mine.noShiftsToOffer')}</Text>
                ) : (
                  <>
                    <Select
                      label={t('mine.offerShift')}
                      placeholder={t('mine.offerShiftPlaceholder')}
                      data={offerable.map((s) => ({
                        value: String(s.scheduleId),
                        label: shiftText(s, timeZone),
                      }))}
                      value={scheduleId}
                      onChange={setScheduleId}
                      withAsterisk
                    />
                    {/* The phone's own picker: a colleague's name among many, one tap. */}
                    <NativeSelect
                      label={t('mine.offerTo')}
                      data={[
                        { value: EVERYONE, label: t('mine.everyone') },
                        ...offers.data.colleagues.map((c) => ({
                          value: String(c.employeeId),
                          label: `${c.firstName} ${c.lastName}`,
                        })),
                      ]}
                      value={to}
                      onChange={(event) => setTo(event.currentTarget.value)}
                    />
                    <Button
                      type="submit"
                      loading={offer.isPending}
                      style={{ alignSelf: 'flex-start' }}
                    >
                      {t('mine.offerSubmit')}
                    </Button>
                  </>
                )}
              </Stack>
            </form>
          </Paper>

          {offers.data.mine.length > 0 && (
            <Stack gap="xs">
              <Text fw={700}>{t('mine.mineTitle')}</Text>
              <Stack component="ul" gap="sm" style={listStyle}>
                {offers.data.mine.map((item) => (
                  <Paper component="li" key={item.offerId} withBorder radius="md" p="md">
                    <Stack gap={6}>
                      <Group justify="space-between" gap="xs" align="flex-start">
                        <Text fw={700}>{shiftText(item, timeZone)}</Text>
                        <Badge variant="light" tt="none">
                          {t(`offerStatus.${item.status}`)}
                        </Badge>
                      </Group>
                      {(item.status === 'OFFERED' || item.status === 'ACCEPTED') && (
                        <Group>
                          <Button
                            size="compact-sm"
                            variant="light"
                            onClick={() =>
                              answer.mutate(
                                { offerId: item.offerId, step: 'withdraw' },
                                {
                                  onSuccess: () => {
                                    void queryClient.invalidateQueries({ queryKey: myShiftsKey });
                                    show('success', t('mine.withdrawn'));
                                  },
                                  onError: failed(t('mine.withdrawFailed')),
                                },
                              )
                            }
                          >
                            {t('mine.withdraw')}
                          </Button>
                        </Group>
                      )}
                    </Stack>
                  </Paper>
                ))}
              </Stack>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
