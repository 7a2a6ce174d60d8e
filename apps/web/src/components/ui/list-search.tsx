/**
 * The back-office lists' one search box (a name, a NIK or a phone number). The search itself is
 * the server's (inside the caller's scope); the box only hands the trimmed text to the page, which
 * keeps it in the URL (`q`) so that a reload, the back button or a shared link shows the same view.
 */
import { MSG, PARTICIPANT_SEARCH_MAX } from '@kilau/shared';
import { Button, CloseButton, Group, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

export function ListSearch({
  value,
  onSearch,
  width = 320,
}: {
  value: string;
  onSearch: (q: string) => void;
  /** The box's width from a tablet up (px): narrower where filters stand beside it. */
  width?: number;
}) {
  const [text, setText] = useState(value);
  // The URL is the truth: a back or forward navigation shows its own search in the box.
  useEffect(() => setText(value), [value]);
  return (
    <search>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(text.trim());
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            type="search"
            label={MSG.participantSearchLabel}
            placeholder={MSG.participantSearchPlaceholder}
            value={text}
            maxLength={PARTICIPANT_SEARCH_MAX}
            onChange={(e) => setText(e.currentTarget.value)}
            w={{ base: 'auto', sm: width }}
            flex={{ base: 1, sm: 'none' }}
            miw={0}
            rightSection={
              value || text ? (
                <CloseButton
                  aria-label={MSG.participantSearchClear}
                  onClick={() => {
                    setText('');
                    onSearch('');
                  }}
                />
              ) : null
            }
          />
          <Button type="submit" variant="light">
            {MSG.participantSearchButton}
          </Button>
        </Group>
      </form>
    </search>
  );
}
