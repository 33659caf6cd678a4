import { Chip, Group, type MantineSize, Text } from '@mantine/core';

export interface WeekdayChipsProps {
  /** Monday first: a chip's value is its ISO weekday as text, '1' to '7'. */
  names: readonly string[];
  value: string[];
  onChange(value: string[]): void;
  error?: string;
  size: MantineSize;
  disabled?: boolean;
}

/** Days of the week to tick (a contract's working days, a surcharge's days), and what is wrong with them. */
export function WeekdayChips({ names, value, onChange, error, size, disabled }: WeekdayChipsProps) {
  return (
    <>
      <Chip.Group multiple value={value} onChange={onChange}>
        <Group gap={6}>
          {names.map((name, index) => (
            <Chip key={name} value={String(index + 1)} size={size} disabled={disabled}>
              {name}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}
