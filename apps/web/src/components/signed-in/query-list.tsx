import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed, LoadingRows } from './load-states';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * A list of cards that a query loads: grey bars while it loads, the failure with a way to try
 * again, `empty` when it holds nothing, else one card a list item (`children` gives each
 * card its key).
 */
export function QueryList<Data, Item>({
  query,
  items,
  loading,
  failed,
  retryLabel,
  empty,
  children,
}: {
  query: UseQueryResult<Data>;
  /** The list in the answer. */
  items(data: Data): readonly Item[];
  /** The grey bars: how many, and how high a card is. */
  loading: { rows: number; height: number };
  failed: string;
  retryLabel: string;
  empty: string;
  children(item: Item): ReactNode;
}) {
  const list = query.isSuccess ? items(query.data) : [];
  return (
    <>
      {query.isPending && <LoadingRows rows={loading.rows} height={loading.height} />}
      {query.isError && (
        <LoadFailed
          title={failed}
          error={query.error}
          retryLabel={retryLabel}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && list.length === 0 && <Text>{empty}</Text>}
      {list.length > 0 && (
        <Stack component="ul" gap="sm" style={listStyle}>
          {list.map(children)}
        </Stack>
      )}
    </>
  );
}
