import { describe, expect, it } from 'vitest';
import { fileSize } from './format';

describe('fileSize', () => {
  it('shows bytes, then binary multiples with one decimal below 100', () => {
    expect(fileSize(0)).toBe('0 B');
    expect(fileSize(1023)).toBe('1023 B');
    expect(fileSize(1024)).toBe('1 KB');
    expect(fileSize(12_700)).toBe('12.4 KB');
    expect(fileSize(150 * 1024)).toBe('150 KB');
    expect(fileSize(25 * 1024 * 1024)).toBe('25 MB');
    expect(fileSize(5 * 1024 ** 4)).toBe('5120 GB');
  });
});
