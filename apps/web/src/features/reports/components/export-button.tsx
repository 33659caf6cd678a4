import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type DownloadInput, useDownloadReport } from '../api/download-report';
import { saveFile } from '../lib/save-file';

export interface ExportButtonProps {
  /** What to export; null while there is nothing (docs/screens.md#reports: disabled without hours). */
  input: DownloadInput | null;
  /** The name the file gets when the server's answer names none. */
  fallbackName: string;
  onFailed(error: unknown): void;
}

/** Exporteer (CSV): the server's file, saved under the server's name. */
export function ExportButton({ input, fallbackName, onFailed }: ExportButtonProps) {
  const { t } = useTranslation('reports');
  const download = useDownloadReport();
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} aria-hidden />}
      disabled={input === null}
      loading={download.isPending}
      onClick={() => {
        if (!input) return;
        download.mutate(input, {
          onSuccess: (file) => saveFile(file, fallbackName),
          onError: onFailed,
        });
      }}
    >
      {t('exportCsv')}
    </Button>
  );
}
