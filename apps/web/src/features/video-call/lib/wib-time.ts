/**
 * The schedule picker works in WIB whatever the officer's computer is set to (the participant is
 * told the time in WIB): the picker shows WIB wall-clock times, and the API gets an instant with
 * its +07:00 offset.
 */
const WIB_OFFSET_MS = 7 * 3600_000;

/** 'YYYY-MM-DD HH:mm:ss' on a WIB clock at `instant` (the picker's value format). */
export function wibWallClock(instant: Date): string {
  return new Date(instant.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The picker's 'YYYY-MM-DD HH:mm[:ss]' on a WIB clock as the API's instant ('…T…+07:00'). */
export function wibWallClockToInstant(wall: string): string {
  const [date, time = '00:00:00'] = wall.trim().split(' ');
  const withSeconds = time.length === 5 ? `${time}:00` : time;
  return `${date}T${withSeconds}+07:00`;
}
