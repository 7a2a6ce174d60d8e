import { MSG } from '@kilau/shared';
import { Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CompanyFooter } from '../../../components/layouts/company-footer';
import { BrandMark } from '../../../components/ui/brand-mark';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';

const FEATURES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: MSG.landingFeatureRegulatedTitle,
    text: MSG.landingFeatureRegulatedText,
    icon: (
      <path d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1 14-4-4 1.4-1.4L11 13.2l4.6-4.6L17 10l-6 6Z" />
    ),
  },
  {
    title: MSG.landingFeaturePhysicalTitle,
    text: MSG.landingFeaturePhysicalText,
    icon: <path d="M7 9h10l3 6H4l3-6Zm-4 8h8l-1.5 3h-8L3 17Zm10 0h8l1.5 3h-8L13 17ZM9 4h6l1.5 3h-9L9 4Z" />,
  },
  {
    title: MSG.landingFeatureOnlineTitle,
    text: MSG.landingFeatureOnlineText,
    icon: (
      <path d="M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm0 3v13h10V5H7Zm5 14.2a1 1 0 1 0 0 .1Z" />
    ),
  },
];

/** `/`: what Kilau is, the two ways in (docs/product/customer-area.md § Screens), and who the broker is (from configuration). */
export default function LandingPage() {
  usePageTitle(MSG.landingPageTitle);
  return (
    <Box mih="100dvh" bg="navy.9" c="white" style={{ display: 'flex', flexDirection: 'column' }}>
      {/* Every part of the page in a landmark (decision 0128): the brand bar is the page's header. */}
      <Container component="header" size="lg" w="100%" py="md">
        <Group justify="space-between" wrap="nowrap">
          <BrandMark inverted />
          <Button component={Link} to={paths.login} variant="subtle" color="gold.3" size="sm">
            {MSG.buttonLogin}
          </Button>
        </Group>
      </Container>

      <Container component="main" size="lg" w="100%" py={{ base: 40, sm: 96 }} style={{ flex: 1 }}>
        <Stack gap="xl" maw={720}>
          <Text c="gold.4" fw={700} tt="uppercase" fz="sm" style={{ letterSpacing: 1.5 }}>
            {MSG.landingEyebrow}
          </Text>
          <Title order={1} fz={{ base: 32, sm: 52 }} lh={1.15} c="white">
            {MSG.landingTagline}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="navy.1" maw={600}>
            {MSG.landingSubtitle}
          </Text>
          <Group gap="md" grow={false} wrap="wrap">
            <Button component={Link} to={paths.register} size="lg" miw={160} color="gold.5" c="navy.9">
              {MSG.buttonRegister}
            </Button>
            <Button component={Link} to={paths.login} size="lg" miw={160} variant="outline" color="gray.0">
              {MSG.buttonLogin}
            </Button>
          </Group>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt={{ base: 48, sm: 96 }}>
          {FEATURES.map((f) => (
            <Box
              key={f.title}
              p="lg"
              bg="navy.8"
              style={{
                borderRadius: 'var(--mantine-radius-lg)',
                border: '1px solid var(--mantine-color-navy-7)',
              }}
            >
              <ThemeIcon size={40} radius="md" color="gold.5" c="navy.9" mb="md" aria-hidden>
                <svg viewBox="0 0 24 24" width={22} height={22} fill="currentColor" aria-hidden="true">
                  {f.icon}
                </svg>
              </ThemeIcon>
              <Title order={2} fz="lg" c="white" mb={6}>
                {f.title}
              </Title>
              <Text size="sm" c="navy.1">
                {f.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>

      <CompanyFooter inverted />
    </Box>
  );
}
