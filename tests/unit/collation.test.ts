import { describe, expect, it } from 'vitest';
import { collatorFor } from '../../ui/lib/collation';

describe('collatorFor', () => {
  it('sorts Bosnian by its own alphabet: C, Č, Ć, D, Dž, Đ', () => {
    const words = ['Đakovo', 'Ćuprija', 'Dž', 'Čile', 'Cipar', 'Drina'];
    expect(words.sort(collatorFor('bs').compare)).toEqual(['Cipar', 'Čile', 'Ćuprija', 'Drina', 'Dž', 'Đakovo']);
  });

  it('keeps every other language its own rules (Czech: Ch after H)', () => {
    expect(['Ch', 'I', 'H'].sort(collatorFor('cs').compare)).toEqual(['H', 'Ch', 'I']);
  });
});
