import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureText, isLinkGone } from '../lib/registration-failure';
import { InvalidLink, LinkCheckFailed, ValidatingLink } from './link-states';
import { useRegistrationText } from './registration-language';

export interface LinkGateProps<T> {
  /** The check of the link (its own call per page). */
  link: UseQueryResult<T>;
  title: string;
  children(data: T): ReactNode;
}

/** The first three states of a registration page (docs/screens.md#employee-registration): validating, invalid, form. */
export function LinkGate<T>({ link, title, children }: LinkGateProps<T>) {
  const { t } = useRegistrationText();
  if (link.isPending) return <ValidatingLink title={title} />;
  if (link.isError) {
    if (isLinkGone(link.error)) return <InvalidLink />;
    return (
      <LinkCheckFailed
        title={title}
        message={failureText(link.error, t)}
        onRetry={() => void link.refetch()}
      />
    );
  }
  return children(link.data);
}
