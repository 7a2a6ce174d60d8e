/**
 * MP4 files as Chromium's MediaRecorder writes them, reduced to what the server reads: ftyp, a moov
 * whose trak/mdia/hdlr names the track's handler ('vide' for video, 'soun' for sound), an mdat.
 */

export function box(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** The ftyp and moov boxes, which come before the media data. */
export function mp4Head(handler = 'vide'): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso6iso2mp41')]),
  );
  const hdlr = box(
    'hdlr',
    Buffer.concat([
      Buffer.alloc(8),
      Buffer.from(handler, 'latin1'),
      Buffer.alloc(12),
      Buffer.from('Video\0'),
    ]),
  );
  const trak = box(
    'trak',
    Buffer.concat([
      box('tkhd', Buffer.alloc(84)),
      box('mdia', Buffer.concat([box('mdhd', Buffer.alloc(24)), hdlr])),
    ]),
  );
  return Buffer.concat([ftyp, box('moov', Buffer.concat([box('mvhd', Buffer.alloc(100)), trak]))]);
}

/** `bytes` of media data, varied so that nothing mistakes it for padding. */
export function mediaBytes(bytes: number): Buffer {
  const mdat = Buffer.alloc(bytes);
  for (let i = 0; i < mdat.length; i++) mdat[i] = (i * 31 + 7) & 0xff;
  return mdat;
}

export function mp4(mdatBytes = 5000, handler = 'vide'): Buffer {
  return Buffer.concat([mp4Head(handler), box('mdat', mediaBytes(mdatBytes))]);
}
