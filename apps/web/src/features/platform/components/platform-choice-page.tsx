import { MSG, type PlatformChoiceForm, PROMOTER_CODE_LENGTH } from '@kilau/shared';
import {
  Button,
  Group,
  Loader,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { readChoice, writeChoice } from '../../../lib/onboarding-choice';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePlatforms } from '../api/platforms';
import { checkPromoterCode, type PromoterCheck } from '../api/referral';

type CheckState =
  | { code: string; status: 'checking' }
  | { code: string; status: 'done'; result: PromoterCheck };

// zod and the form's schema arrive after the first paint (decisions 0051, 0107).
const resolver = lazyResolver<PlatformChoiceForm>(() =>
  import('../lib/platform-choice-resolver').then((m) => m.platformChoiceResolver),
);

/** /konfirmasi-account, 'Pembukaan RPED': the trading platform and an optional promoter code. */
export default function PlatformChoicePage() {
  usePageTitle(MSG.platformTitle);
  const navigate = useNavigate();
  const platforms = usePlatforms();
  // The build renders this page as a customer's frame (decision 0115): until React runs, its field
  // takes no input and its button sends nothing, so the browser cannot send the form on its own.
  const hydrated = useHydrated();
  const form = useForm<PlatformChoiceForm>({
    resolver,
    mode: 'onTouched',
    defaultValues: { platform_id: readChoice('platformId') ?? '', referral_code: '' },
  });
  const code = (form.watch('referral_code') ?? '').trim();
  const [check, setCheck] = useState<CheckState | null>(null);
  const verdicts = useRef(new Map<string, PromoterCheck>());
  const inFlight = useRef(new Map<string, Promise<PromoterCheck>>());
  const latest = useRef(code);
  latest.current = code;

  /** One server check per code: a final verdict is remembered, a request in flight is shared. */
  const runCheck = useCallback(async (value: string): Promise<PromoterCheck> => {
    const known = verdicts.current.get(value);
    if (known) {
      setCheck({ code: value, status: 'done', result: known });
      return known;
    }
    let request = inFlight.current.get(value);
    if (!request) {
      request = checkPromoterCode(value);
      inFlight.current.set(value, request);
      setCheck({ code: value, status: 'checking' });
    }
    const result = await request;
    inFlight.current.delete(value);
    if (result.ok || result.final) verdicts.current.set(value, result);
    // An answer for a code the customer has already changed is not shown.
    if (latest.current === value) setCheck({ code: value, status: 'done', result });
    return result;
  }, []);

  useEffect(() => {
    if (code.length === PROMOTER_CODE_LENGTH) void runCheck(code);
  }, [code, runCheck]);

  const submit = form.handleSubmit(async ({ platform_id, referral_code }) => {
    const value = referral_code.trim();
    if (value) {
      const result = await runCheck(value);
      if (!result.ok) {
        form.setError('referral_code', { message: result.message }, { shouldFocus: true });
        return;
      }
    }
    writeChoice('platformId', platform_id);
    writeChoice('referralCode', value || null);
    await navigate(paths.chooseBank);
  });

  const current = check && check.code === code ? check : null;
  const serverError = current?.status === 'done' && !current.result.ok ? current.result.message : undefined;
  const codeError = form.formState.errors.referral_code?.message ?? serverError;
  const codeDescription =
    current?.status === 'checking' ? (
      <Group gap={6} component="span">
        <Loader size={12} aria-hidden />
        {MSG.promoterCodeChecking}
      </Group>
    ) : current?.status === 'done' && current.result.ok ? (
      <Text span c="teal.8" size="xs" fw={600}>
        {MSG.promoterCodeValid}
      </Text>
    ) : codeError ? undefined : (
      MSG.promoterCodeHint
    );

  return (
    <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'xl' }} maw={720} mx="auto">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              {MSG.platformTitle}
            </Title>
            <Text c="dimmed">{MSG.platformSubtitle}</Text>
          </div>

          {platforms.isPending ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label={MSG.loading}>
              <Skeleton h={72} radius="md" />
              <Skeleton h={72} radius="md" />
            </SimpleGrid>
          ) : platforms.error ? (
            <QueryState isLoading={false} error={platforms.error} onRetry={() => void platforms.refetch()} />
          ) : (
            <Controller
              control={form.control}
              name="platform_id"
              render={({ field, fieldState }) => (
                <Radio.Group
                  label={MSG.platformLabel}
                  withAsterisk
                  value={field.value}
                  onChange={(v) => {
                    field.onChange(v);
                    field.onBlur();
                  }}
                  error={fieldState.error?.message}
                  name={field.name}
                >
                  <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                    {platforms.data.map((p) => (
                      <Radio.Card
                        key={p._id}
                        value={p._id}
                        radius="md"
                        p="md"
                        ref={p._id === platforms.data[0]?._id ? field.ref : undefined}
                        style={{
                          borderColor: field.value === p._id ? 'var(--mantine-color-gold-6)' : undefined,
                          background: field.value === p._id ? 'var(--mantine-color-gold-0)' : undefined,
                        }}
                      >
                        <Group wrap="nowrap" align="center">
                          <Radio.Indicator />
                          <div>
                            <Text fw={700}>{p.name}</Text>
                            <Text size="xs" c="dimmed">
                              {p.app_name}
                            </Text>
                          </div>
                        </Group>
                      </Radio.Card>
                    ))}
                  </SimpleGrid>
                </Radio.Group>
              )}
            />
          )}

          <TextInput
            label={MSG.promoterCodeLabel}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            description={codeDescription}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={codeError}
            maw={{ sm: 360 }}
            readOnly={!hydrated}
            {...form.register('referral_code')}
          />

          <Group justify="flex-end">
            <Button
              type={hydrated ? 'submit' : 'button'}
              aria-disabled={hydrated ? undefined : true}
              size="md"
              loading={form.formState.isSubmitting}
              fullWidth={false}
            >
              {MSG.buttonNext}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
