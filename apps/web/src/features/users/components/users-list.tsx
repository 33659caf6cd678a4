import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../../../lib/role-options';
import classes from './users.module.css';
import type { UserRowsProps } from './users-table';

/** The users on a phone: a list of tappable cards instead of a table wider than the screen. */
export function UsersList({ users, labelledBy, onOpen, onPrepare }: UserRowsProps) {
  const { t } = useTranslation('users');
  return (
    <Stack component="ul" gap="xs" className={classes.list} aria-labelledby={labelledBy}>
      {users.map((user) => (
        <li key={user.userName}>
          <UnstyledButton
            className={classes.card}
            onClick={() => onOpen(user)}
            onFocus={onPrepare}
            onPointerEnter={onPrepare}
          >
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <Stack gap={2} miw={0}>
                <Text fw={600}>{user.fullName}</Text>
                <Text size="sm" c="dimmed" className={classes.email}>
                  {user.email ?? t('list.noEmail')}
                </Text>
                <div>
                  <Badge variant="light" size="sm">
                    {roleLabel(user.roles[0])}
                  </Badge>
                </div>
              </Stack>
              <IconChevronRight size={18} aria-hidden className={classes.chevron} />
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
