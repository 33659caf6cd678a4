import { Textarea, type TextareaProps } from '@mantine/core';
import { useId } from 'react';

export interface CountedTextareaProps extends Omit<TextareaProps, 'maxLength'> {
  /** The most characters the server accepts for this field. */
  limit: number;
  value?: string;
}

/**
 * A textarea for a long text with a visible "123 / 1000 tekens" under it. It does not cut a
 * longer text off (a pasted reason would lose its end unnoticed): past the limit the counter
 * says by how much, the field is marked invalid, and the form's schema refuses it with the
 * server's own message.
 */
export function CountedTextarea({
  limit,
  value = '',
  description,
  error,
  ...rest
}: CountedTextareaProps) {
  const counterId = useId();
  const over = value.length - limit;
  const counter =
    over > 0
      ? `${value.length} / ${limit} tekens: ${over} te veel`
      : `${value.length} / ${limit} tekens`;
  return (
    <Textarea
      {...rest}
      value={value}
      description={
        <>
          {description}
          {description ? ' ' : null}
          <span id={counterId} aria-live="polite">
            {counter}
          </span>
        </>
      }
      error={error ?? (over > 0 ? `Maximaal ${limit} tekens.` : undefined)}
    />
  );
}
