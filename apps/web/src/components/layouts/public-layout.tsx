import { Anchor, Box, Center, Container, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { BrandMark } from '../ui/brand-mark';

/** A centred card on a quiet background: the public account screens (login, register, reset). */
export function PublicLayout({ children, width = 440 }: { children: ReactNode; width?: number }) {
  return (
    <Box mih="100dvh" bg="navy.0" py={{ base: 'md', sm: 48 }}>
      <Container size={width} px={{ base: 'sm', sm: 'md' }}>
        {/* Every part of the page in a landmark (decision 0128): the brand is the header, © the footer. */}
        <Center component="header" mb="lg">
          <Anchor component={Link} to={paths.landing} underline="never" aria-label="Kilau">
            <BrandMark />
          </Anchor>
        </Center>
        <Paper component="main" withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
          {children}
        </Paper>
        <Group component="footer" justify="center" mt="lg">
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} Kilau
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
