/**
 * The signed-in customer's frame: a header with the brand and the navigation (a burger and a
 * drawer on phones), the page in a centred container, the broker's identity in the footer, and
 * the session keeper (inactivity modal and token renewal).
 */
import { MSG } from '@kilau/shared';
import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Group,
  NavLink as MantineNavLink,
  Stack,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { CompanyFooter } from '../components/layouts/company-footer';
import { BrandMark } from '../components/ui/brand-mark';
import { Drawer } from '../components/ui/overlays';
import { paths } from '../config/paths';
import { SessionKeeper, useLogout } from '../features/session';
import { useHydrated } from '../lib/use-hydrated';
import '../styles/customer-shell.css';

const NAV = [
  { to: paths.dashboard, label: MSG.dashboardTitle },
  { to: paths.profile, label: MSG.navProfile },
  { to: paths.dataRights, label: MSG.navDataRights },
] as const;

export default function CustomerShell() {
  const [menuOpened, menu] = useDisclosure(false);
  // The build renders this shell around every customer screen (decision 0177): its buttons do
  // nothing until React runs, and say so.
  const inert = useHydrated() ? undefined : true;
  const { logout, pending } = useLogout();
  const { pathname } = useLocation();

  // A route change from the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each path change by design
  useEffect(() => {
    menu.close();
  }, [pathname]);

  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        bg="white"
        style={{
          borderBottom: '1px solid var(--mantine-color-gray-3)',
          position: 'sticky',
          top: 0,
          zIndex: 100,
        }}
      >
        <Container size="lg" h={64} px={{ base: 'sm', sm: 'md' }}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={paths.dashboard} underline="never" aria-label="Kilau">
              <BrandMark />
            </Anchor>
            <Group component="nav" aria-label={MSG.navMain} gap={4} visibleFrom="sm" wrap="nowrap">
              {NAV.map((item) => (
                <Button
                  key={item.to}
                  component={NavLink}
                  to={item.to}
                  variant={pathname === item.to ? 'light' : 'subtle'}
                  color={pathname === item.to ? 'gold' : 'navy'}
                >
                  {item.label}
                </Button>
              ))}
              <Button
                variant="default"
                ml="sm"
                onClick={() => void logout()}
                loading={pending}
                aria-disabled={inert}
              >
                {MSG.buttonLogout}
              </Button>
            </Group>
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              aria-label={MSG.navOpenMenu}
              aria-expanded={menuOpened}
              aria-disabled={inert}
            />
          </Group>
        </Container>
      </Box>

      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        position="right"
        size="80%"
        title={<BrandMark />}
        closeButtonProps={{ 'aria-label': MSG.buttonClose }}
        hiddenFrom="sm"
      >
        <Stack component="nav" aria-label={MSG.navMain} gap={4}>
          {NAV.map((item) => (
            <MantineNavLink
              key={item.to}
              component={NavLink}
              to={item.to}
              label={item.label}
              active={pathname === item.to}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          ))}
          <Button variant="default" mt="md" onClick={() => void logout()} loading={pending} fullWidth>
            {MSG.buttonLogout}
          </Button>
        </Stack>
      </Drawer>

      <Container
        component="main"
        size="lg"
        w="100%"
        px={{ base: 'sm', sm: 'md' }}
        py={{ base: 'md', sm: 'xl' }}
        style={{ flex: 1 }}
      >
        <Outlet />
      </Container>

      <CompanyFooter />

      <SessionKeeper />
    </Box>
  );
}
