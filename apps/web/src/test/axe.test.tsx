import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';

// Written as HTML, not JSX: the linter rightly refuses the faults these tests need.
function show(html: string): void {
  document.body.innerHTML = `<main>${html}</main>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('seriousViolations in jsdom', () => {
  it('names a button without a name and an image without a text', async () => {
    show('<button type="button"></button><img src="/logo.png">');
    const found = await seriousViolations();
    expect(found.map((v) => v.split(':')[0])).toEqual(['button-name', 'image-alt']);
  });

  it('names a field without a label', async () => {
    show('<input type="text">');
    expect((await seriousViolations()).join()).toMatch(/^label: /);
  });

  it('finds nothing in a labelled form', async () => {
    show('<label for="naam">Naam</label><input id="naam" type="text"><button>Opslaan</button>');
    expect(await seriousViolations()).toEqual([]);
  });
});
