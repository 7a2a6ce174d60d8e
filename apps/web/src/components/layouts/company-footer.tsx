/**
 * The broker's identity at the foot of the landing page and of every signed-in customer page:
 * legal name, licence number, address and the customer-service contacts (phone, e-mail, WhatsApp),
 * all from the server's configuration (GET /v2/public/config), so that each deployment shows its
 * own broker and a customer can always see who they deal with and how to reach them.
 */
import { MSG, type PublicConfig } from '@kilau/shared';
import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { usePublicConfig } from '../../lib/public-config';

interface Tone {
  strong: string;
  dim: string;
  link: string | undefined;
}

function Contact({ label, href, text, tone }: { label: string; href: string; text: string; tone: Tone }) {
  const external = href.startsWith('https:');
  return (
    <Text size="xs" c={tone.dim}>
      {label}:{' '}
      <Anchor
        href={href}
        size="xs"
        fw={600}
        c={tone.link}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {text}
      </Anchor>
    </Text>
  );
}

function Identity({ config, tone }: { config: PublicConfig; tone: Tone }) {
  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <Text size="sm" fw={700} c={tone.strong}>
          {config.company_name}
        </Text>
        <Text size="xs" c={tone.dim}>
          {MSG.footerLicense}: {config.company_license_no}
        </Text>
      </Stack>
      {/* <address> is the contact information of the page's owner. */}
      <Box component="address" style={{ fontStyle: 'normal' }}>
        <Text size="xs" c={tone.dim}>
          {config.company_address}
        </Text>
        <Text size="xs" fw={600} c={tone.strong} mt={6}>
          {MSG.footerCustomerService}
        </Text>
        <Group gap="md" style={{ rowGap: 2 }}>
          <Contact
            label={MSG.footerPhone}
            href={`tel:${config.cs_phone.replace(/[^\d+]/g, '')}`}
            text={config.cs_phone}
            tone={tone}
          />
          <Contact
            label={MSG.footerEmail}
            href={`mailto:${config.cs_email}`}
            text={config.cs_email}
            tone={tone}
          />
          <Contact
            label={MSG.footerWhatsapp}
            href={config.cs_whatsapp_url}
            text={config.cs_whatsapp}
            tone={tone}
          />
        </Group>
      </Box>
    </Stack>
  );
}

/** `inverted` for a dark background (the landing page). */
export function CompanyFooter({ inverted = false }: { inverted?: boolean }) {
  const { data } = usePublicConfig();
  const tone: Tone = inverted
    ? { strong: 'white', dim: 'navy.1', link: 'gold.3' }
    : { strong: 'navy.8', dim: 'dimmed', link: undefined };
  return (
    <Box
      component="footer"
      py="lg"
      style={{
        borderTop: `1px solid var(--mantine-color-${inverted ? 'navy-7' : 'gray-3'})`,
      }}
    >
      <Container size="lg" w="100%" px={{ base: 'sm', sm: 'md' }}>
        {data ? <Identity config={data} tone={tone} /> : null}
        <Text size="xs" c={tone.dim} mt={data ? 'md' : 0}>
          © {new Date().getFullYear()} {data?.company_name ?? 'Kilau'}
        </Text>
      </Container>
    </Box>
  );
}
