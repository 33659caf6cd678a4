import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { DateField, parseDutchDate } from './date-field';

describe('parseDutchDate', () => {
  it('reads a day as the Netherlands writes it, and a pasted yyyy-mm-dd', () => {
    expect(parseDutchDate('10-03-2025')).toBe('2025-03-10');
    expect(parseDutchDate('1-3-2025')).toBe('2025-03-01');
    expect(parseDutchDate(' 10/03/2025 ')).toBe('2025-03-10');
    expect(parseDutchDate('10.03.2025')).toBe('2025-03-10');
    expect(parseDutchDate('2025-03-10')).toBe('2025-03-10');
  });

  it('answers nothing for a day that is not whole or does not exist', () => {
    expect(parseDutchDate('10-03-202')).toBeNull();
    expect(parseDutchDate('10-03')).toBeNull();
    expect(parseDutchDate('31-04-2025')).toBeNull();
    expect(parseDutchDate('29-02-2025')).toBeNull();
    expect(parseDutchDate('29-02-2024')).toBe('2024-02-29');
    expect(parseDutchDate('00-03-2025')).toBeNull();
    expect(parseDutchDate('10-13-2025')).toBeNull();
    expect(parseDutchDate('03/10/2025x')).toBeNull();
  });
});

function Field({
  initial,
  onChange,
  clearable,
}: {
  initial: string;
  onChange(value: string): void;
  clearable?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider env="test">
      <DateField
        label="Startdatum"
        clearable={clearable}
        value={value}
        onChange={(day) => {
          setValue(day);
          onChange(day);
        }}
      />
    </MantineProvider>
  );
}

describe('DateField', () => {
  it('shows the day as dd-mm-jjjj and hands on what is typed as yyyy-mm-dd', async () => {
    const onChange = vi.fn();
    render(<Field initial="2025-03-10" onChange={onChange} />);
    const input = screen.getByLabelText('Startdatum') as HTMLInputElement;
    expect(input.value).toBe('10-03-2025');
    expect(input.placeholder).toBe('dd-mm-jjjj');
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith('');
    await userEvent.type(input, '14-03-2025');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-14');
    fireEvent.blur(input);
    expect(input.value).toBe('14-03-2025');
  });

  it('hands on no day while what is typed is not a real one', async () => {
    const onChange = vi.fn();
    render(<Field initial="2025-03-10" onChange={onChange} />);
    const input = screen.getByLabelText('Startdatum') as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, '31-02-2025');
    expect(onChange).toHaveBeenLastCalledWith('');
    await userEvent.clear(input);
    await userEvent.type(input, '28-02-2025');
    expect(onChange).toHaveBeenLastCalledWith('2025-02-28');
  });

  it('empties an optional day with its named cross', async () => {
    const onChange = vi.fn();
    render(<Field initial="2025-03-10" onChange={onChange} clearable />);
    await userEvent.click(screen.getByRole('button', { name: 'Startdatum wissen' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect((screen.getByLabelText('Startdatum') as HTMLInputElement).value).toBe('');
  });

  describe('its calendar', () => {
    afterEach(() => i18n.changeLanguage('nl'));

    it('names its buttons and days in Dutch', async () => {
      render(<Field initial="2025-03-10" onChange={vi.fn()} />);
      await userEvent.click(screen.getByLabelText('Startdatum'));
      expect(await screen.findByRole('button', { name: 'Vorige maand' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Volgende maand' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Kies een maand' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '14 maart 2025' })).toBeTruthy();
    });

    it('draws a Sunday as a working day and no days of the month before', async () => {
      render(<Field initial="2025-03-10" onChange={vi.fn()} />);
      await userEvent.click(screen.getByLabelText('Startdatum'));
      const sunday = await screen.findByRole('button', { name: '16 maart 2025' });
      expect(sunday.hasAttribute('data-weekend')).toBe(false);
      // March 2025 begins on a Saturday: its first week, from Monday, holds no February days.
      expect(screen.queryByRole('button', { name: '28 februari 2025' })).toBeNull();
      expect(screen.getByRole('button', { name: '1 maart 2025' })).toBeTruthy();
    });

    it('names them in English on a page switched to English', async () => {
      await i18n.changeLanguage('en');
      render(<Field initial="2025-03-10" onChange={vi.fn()} />);
      await userEvent.click(screen.getByLabelText('Startdatum'));
      expect(await screen.findByRole('button', { name: 'Previous month' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '14 March 2025' })).toBeTruthy();
      expect((screen.getByLabelText('Startdatum') as HTMLInputElement).placeholder).toBe(
        'dd-mm-yyyy',
      );
    });
  });
});
