import { Button, Group, Text } from '@mantine/core';
import { CompanySelect } from './company-select';

export interface SettingsCompanyProps {
  companyId: number | null;
  onChange(companyId: number | null): void;
  /** The role may read these settings but not change them. */
  readOnly: boolean;
  texts: { choose: string; readOnly: string };
}

/**
 * Whose settings a settings screen shows (pay, penalty): the company select, a word for the
 * roles that may only read them, and what to do while no company is chosen.
 */
export function SettingsCompany({ companyId, onChange, readOnly, texts }: SettingsCompanyProps) {
  return (
    <>
      <CompanySelect value={companyId} onChange={onChange} placeholder={texts.choose} />
      {readOnly && (
        <Text size="sm" c="dimmed">
          {texts.readOnly}
        </Text>
      )}
      {companyId === null && <Text size="sm">{texts.choose}</Text>}
    </>
  );
}

/** The submit button under a settings form; a role that may only read the settings has none. */
export function SettingsSave({
  readOnly,
  saving,
  label,
}: {
  readOnly: boolean;
  saving: boolean;
  label: string;
}) {
  if (readOnly) return null;
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={saving}>
        {label}
      </Button>
    </Group>
  );
}
