/**
 * CreateRoom (spec 002 §2): a date-time picker, never in the past, in WIB whatever the officer's
 * computer is set to. The server makes the room's link and sends it to the participant by e-mail
 * and SMS (decision 0072).
 */
import '@mantine/dates/styles.css';
import { type KycListItem, MSG } from '@kilau/shared';
import { Button, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import 'dayjs/locale/id';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/overlays';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useScheduleCall } from '../api/video-call';
import { wibWallClock, wibWallClockToInstant } from '../lib/wib-time';

export function ScheduleCallModal({
  participant,
  onClose,
}: {
  participant: KycListItem | null;
  onClose: () => void;
}) {
  const schedule = useScheduleCall();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const close = () => {
    setValue(null);
    setError(null);
    setTouched(false);
    onClose();
  };
  const now = wibWallClock(new Date());
  const missing = touched && !value ? MSG.videoScheduleRequired : null;
  const inPast = value !== null && value < now ? MSG.videoScheduleInPast : null;

  async function submit() {
    setTouched(true);
    if (!participant || !value || inPast) return;
    setError(null);
    try {
      await schedule.mutateAsync({
        nasabah_id: participant._id,
        video_schedule: wibWallClockToInstant(value),
      });
      notifySuccess(MSG.videoScheduleDone);
      close();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Modal opened={participant !== null} onClose={close} title={MSG.videoScheduleTitle} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Text size="sm" fw={600}>
            {participant?.fullname}
          </Text>
          {error && <FormAlert>{error}</FormAlert>}
          <DateTimePicker
            label={MSG.videoScheduleLabel}
            description={MSG.videoScheduleHint}
            locale="id"
            valueFormat="DD MMMM YYYY HH:mm"
            minDate={now}
            value={value}
            onChange={(v) => {
              setValue(v);
              setTouched(true);
            }}
            error={missing ?? inPast}
            withAsterisk
            clearable
            popoverProps={{ withinPortal: true }}
            submitButtonProps={{ 'aria-label': MSG.actionAgree }}
          />
          <Button type="submit" loading={schedule.isPending}>
            {MSG.videoScheduleSubmit}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
