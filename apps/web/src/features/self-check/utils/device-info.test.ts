import { describe, expect, it } from 'vitest';
import { modelDiffers } from './device-info.ts';

describe('modelDiffers', () => {
  it('says nothing when the browser names no model', () => {
    expect(modelDiffers(null, 'Galaxy S21')).toBe(false);
    expect(modelDiffers('Pixel 7', null)).toBe(false);
  });

  it('takes names that hold one another as the same phone', () => {
    expect(modelDiffers('Pixel 7', 'Google Pixel 7')).toBe(false);
    expect(modelDiffers('Redmi Note 12 Pro', 'redmi-note-12-pro')).toBe(false);
  });

  it('points out a plainly different model', () => {
    expect(modelDiffers('Pixel 7', 'iPhone 13')).toBe(true);
    expect(modelDiffers('SM-G991B', 'Galaxy S21')).toBe(true);
  });
});
