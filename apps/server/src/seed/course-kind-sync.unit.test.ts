import { describe, expect, it } from 'vitest';
import { latinNameOf } from './course-kind-sync.js';

describe('latinNameOf', () => {
  it('transliterates names in other scripts', () => {
    expect(latinNameOf('서울컨트리클럽')).toMatch(/^[\x20-\x7e]+$/);
    expect(latinNameOf('Гольф клуб Москва')).toBe('Golf klub Moskva');
    expect(latinNameOf('霞ヶ関カンツリー倶楽部')).toMatch(/[A-Za-z]/);
  });
  it('leaves Latin-script names alone, accents included', () => {
    expect(latinNameOf("Château l'Arc Golf Club")).toBeNull();
    expect(latinNameOf('Pebble Beach Golf Links')).toBeNull();
  });
});
