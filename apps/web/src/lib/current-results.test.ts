import { describe, expect, it } from 'vitest';
import { currentResults } from './current-results.js';

describe('currentResults', () => {
  const pebble = ['Pebble Beach Golf Links'];

  it('lists the answer to the text in the box', () => {
    expect(
      currentResults({
        text: 'pebble',
        debounced: 'pebble',
        data: pebble,
        isPlaceholderData: false,
      }),
    ).toEqual(pebble);
  });

  it('lists nothing while the typed text is newer than the answer', () => {
    // typing 'augusta' after 'pebble': the debounce still waits
    expect(
      currentResults({
        text: 'augusta',
        debounced: 'pebble',
        data: pebble,
        isPlaceholderData: false,
      }),
    ).toEqual([]);
    // the call for 'augusta' runs and the data on hand is kept from 'pebble'
    expect(
      currentResults({
        text: 'augusta',
        debounced: 'augusta',
        data: pebble,
        isPlaceholderData: true,
      }),
    ).toEqual([]);
  });

  it('lists nothing for an empty box or before any answer', () => {
    expect(
      currentResults({ text: '', debounced: '', data: pebble, isPlaceholderData: false }),
    ).toEqual([]);
    expect(
      currentResults({ text: 'peb', debounced: 'peb', data: undefined, isPlaceholderData: false }),
    ).toEqual([]);
  });
});
