import { weekdayAndDay } from '@klokwerk/domain/dutch-calendar';
import { formatTime } from '@klokwerk/domain/format';
import { localDateOf } from '@klokwerk/domain/local-date';
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import classes from './live-clock.module.css';

function reading(timeZone: string): { time: string; date: string } {
  const now = new Date();
  return { time: formatTime(now, timeZone), date: weekdayAndDay(localDateOf(now, timeZone)) };
}

/**
 * The time on the company's clock, as the registration will record it: people check it before
 * they tap. Not a live region: a screen reader is not told the time every minute.
 */
export function LiveClock({ timeZone }: { timeZone: string }) {
  const [now, setNow] = useState(() => reading(timeZone));
  useEffect(() => {
    // Every second, so the minute turns on time; a reading that did not change renders nothing.
    const tick = () =>
      setNow((before) => {
        const next = reading(timeZone);
        return next.time === before.time && next.date === before.date ? before : next;
      });
    tick();
    const timer = setInterval(tick, 1_000);
    return () => clearInterval(timer);
  }, [timeZone]);
  return (
    <div>
      <Text component="p" className={classes.time}>
        {now.time}
      </Text>
      <Text c="dimmed" size="lg">
        {now.date}
      </Text>
    </div>
  );
}
