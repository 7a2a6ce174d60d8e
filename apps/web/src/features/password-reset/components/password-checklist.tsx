import { MSG } from '@kilau/shared';
import { Group, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { passwordRules } from '../lib/password-rules';

const TICK = 'm9 16.2-4.2-4.2-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z';
const DOT = 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z';

/** The new-password rules, each ticked live as the customer types (docs/product/customer-area.md § Rules). */
export function PasswordChecklist({
  password,
  confirmation,
  id,
}: {
  password: string;
  confirmation: string;
  id?: string;
}) {
  return (
    <div id={id}>
      <Text size="sm" fw={600} mb={6}>
        {MSG.passwordRulesTitle}
      </Text>
      <List spacing={6} size="sm" listStyleType="none" styles={{ itemWrapper: { alignItems: 'flex-start' } }}>
        {passwordRules(password, confirmation).map((rule) => (
          <List.Item key={rule.label} data-met={rule.met}>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <ThemeIcon
                size={18}
                radius="xl"
                color={rule.met ? 'teal' : 'gray'}
                variant={rule.met ? 'filled' : 'light'}
              >
                <svg viewBox="0 0 24 24" width={12} height={12} fill="currentColor" aria-hidden="true">
                  <path d={rule.met ? TICK : DOT} />
                </svg>
              </ThemeIcon>
              <Text size="sm" c={rule.met ? 'teal.9' : 'dimmed'}>
                <VisuallyHidden>{rule.met ? '✓ ' : '✗ '}</VisuallyHidden>
                {rule.label}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
