/**
 * CreateRoom (docs/product/back-office.md § Screens): the date and time of the call, never in the past, in WIB whatever the
 * officer's computer is set to. A date picked or typed the Indonesian way and a 24-hour time field:
 * both can be typed, so an officer scheduling many calls a day need not click through a calendar.
 * The server makes the room's link and sends it to the participant by e-mail and SMS (decision 0072).
 */
import '../../../styles/dropdowns.css';
import '@mantine/dates/styles.css';
import { type KycListItem, MSG } from '@kilau/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useState } from 'react';
import { DateField } from '../../../components/ui/date-field-core';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useRescheduleCall, useScheduleCall } from '../api/video-call';
import { wibWallClock, wibWallClockToInstant } from '../lib/wib-time';

export function ScheduleCallModal({
  participant,
  onClose,
  mode = 'create',
}: {
  participant: KycListItem | null;
  onClose: () => void;
  /** reschedule: a scheduled call moved to a new time, with a new link (the old one stops working). */
  mode?: 'create' | 'reschedule';
}) {
  const create = useScheduleCall();
  const reschedule = useRescheduleCall();
  const schedule = mode === 'reschedule' ? reschedule : create;
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const close = () => {
    setDate('');
    setTime('');
    setError(null);
    setTouched(false);
    onClose();
  };
  // The current minute, picked a few minutes ago, is not "in the past": the server allows five.
  const now = wibWallClock(new Date(Date.now() - 5 * 60_000));
  const value = date && /^\d{2}:\d{2}$/.test(time) ? `${date} ${time}:00` : null;
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
      notifySuccess(mode === 'reschedule' ? MSG.videoRescheduled : MSG.videoScheduleDone);
      close();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Modal
      opened={participant !== null}
      onClose={close}
      title={mode === 'reschedule' ? MSG.videoRescheduleTitle : MSG.videoScheduleTitle}
      centered
    >
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
          <Text size="sm" c="dimmed">
            {MSG.videoScheduleHint}
          </Text>
          {mode === 'reschedule' && (
            <Text size="sm" c="dimmed">
              {MSG.videoRescheduleHint}
            </Text>
          )}
          <Group grow align="flex-start" wrap="wrap">
            <DateField
              label={MSG.videoScheduleDateLabel}
              value={date}
              onChange={setDate}
              minDate={now.slice(0, 10)}
              withAsterisk
              miw={200}
            />
            <TimeInput
              label={MSG.videoScheduleTimeLabel}
              value={time}
              onChange={(e) => setTime(e.currentTarget.value)}
              withAsterisk
              miw={120}
            />
          </Group>
          {(missing ?? inPast) && <FormAlert>{missing ?? inPast}</FormAlert>}
          <Button type="submit" loading={schedule.isPending}>
            {mode === 'reschedule' ? MSG.actionReschedule : MSG.videoScheduleSubmit}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
