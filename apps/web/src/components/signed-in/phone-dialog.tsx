import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export interface PhoneDialogProps
  extends Omit<ModalProps, 'fullScreen' | 'centered' | 'closeButtonProps'> {
  /** The name of the close button. */
  closeLabel: string;
  /** Up to this width the dialog fills the screen: a phone's by default. */
  fullScreenUpTo?: string;
}

/**
 * A dialog with a long form: full screen on a phone, so it scrolls as a page and the keyboard
 * does not cover a floating box; centred on larger screens.
 */
export function PhoneDialog({ closeLabel, fullScreenUpTo = '36em', ...props }: PhoneDialogProps) {
  const phone = useMediaQuery(`(max-width: ${fullScreenUpTo})`);
  return (
    <Modal
      fullScreen={phone}
      centered={!phone}
      closeButtonProps={{ 'aria-label': closeLabel }}
      {...props}
    />
  );
}
