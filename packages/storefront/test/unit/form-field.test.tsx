import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChoiceGroup } from '../../app/components/forms/ChoiceGroup';
import { CheckboxField, Field, SelectField, TextareaField } from '../../app/components/forms/Field';

/** components/forms/Field.tsx: the label, hint and errors of a control are tied to it once, for every form. */

const render = (element: ReactElement) => renderToStaticMarkup(element);

/** The attributes of the element with the given id (the markup is React's: one element per id). */
function attributesOf(html: string, id: string): Record<string, string> {
  const tag = new RegExp(`<(\\w+)((?:\\s[^>]*)?\\sid="${id.replace(/[^\w-]/g, '\\$&')}"[^>]*)>`).exec(html);
  if (!tag) throw new Error(`no element with id ${id} in ${html}`);
  return Object.fromEntries([...tag[2]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

const textOf = (html: string, id: string) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];

describe('Field', () => {
  it('ties the label to the control and describes it by its hint; not invalid without errors', () => {
    const html = render(<Field id="f-email" label="E-mail" hint="Pošleme na něj potvrzení." input={{ name: 'email', type: 'email' }} />);
    expect(html).toContain('<label for="f-email">E-mail</label>');
    const input = attributesOf(html, 'f-email');
    expect(input).toMatchObject({ name: 'email', type: 'email', 'aria-describedby': 'f-email-hint' });
    expect(input).not.toHaveProperty('aria-invalid');
    expect(input).not.toHaveProperty('aria-errormessage');
    expect(textOf(html, 'f-email-hint')).toBe('Pošleme na něj potvrzení.');
    expect(html).not.toContain('f-email-error');
  });

  it('with errors: invalid, described by the hint and the error, its error message the error', () => {
    const html = render(<Field id="f-zip" label="PSČ" hint="Pět číslic." errors={['Zadejte platné PSČ.', 'Nejvýše 5 znaků.']} classes={{ error: 'field-error' }} input={{ name: 'zip' }} />);
    const input = attributesOf(html, 'f-zip');
    expect(input).toMatchObject({ 'aria-invalid': 'true', 'aria-describedby': 'f-zip-hint f-zip-error', 'aria-errormessage': 'f-zip-error' });
    expect(html).toContain('<p id="f-zip-error" class="field-error">Zadejte platné PSČ. Nejvýše 5 znaků.</p>');
  });

  it('takes one error as a string, and an empty one as none', () => {
    expect(attributesOf(render(<Field id="a" label="A" errors="Chybí." input={{ name: 'a' }} />), 'a')).toMatchObject({ 'aria-invalid': 'true', 'aria-describedby': 'a-error' });
    for (const errors of [null, [], ['']]) {
      const html = render(<Field id="a" label="A" errors={errors} input={{ name: 'a' }} />);
      expect(attributesOf(html, 'a'), JSON.stringify(errors)).not.toHaveProperty('aria-invalid');
      expect(html).not.toContain('a-error');
    }
  });

  it('without an id makes one (useId) and derives the hint and error ids from it', () => {
    const html = render(<Field label="Množství" hint="Celé číslo." errors="Nejvýše 99." input={{ name: 'quantity', type: 'number' }} />);
    const id = /<label for="([^"]+)"/.exec(html)![1]!;
    expect(attributesOf(html, id)).toMatchObject({ name: 'quantity', 'aria-describedby': `${id}-hint ${id}-error`, 'aria-errormessage': `${id}-error` });
    expect(textOf(html, `${id}-hint`)).toBe('Celé číslo.');
    expect(textOf(html, `${id}-error`)).toBe('Nejvýše 99.');
  });

  it('marks a required field with an asterisk screen readers skip, an optional one with the form\'s word', () => {
    const required = render(<Field id="r" label="Jméno" required optional="(nepovinné)" input={{ name: 'r' }} />);
    expect(required).toContain('<label for="r">Jméno<span aria-hidden="true"> *</span></label>');
    expect(attributesOf(required, 'r')).toHaveProperty('required');
    const optional = render(<Field id="o" label="Firma" optional="(nepovinné)" classes={{ optional: 'opt' }} input={{ name: 'o' }} />);
    expect(optional).toContain('<label for="o">Firma<span class="opt"> (nepovinné)</span></label>');
    expect(attributesOf(optional, 'o')).not.toHaveProperty('required');
    // Required without the mark: the control's own attribute (a one-field form).
    const unmarked = render(<Field id="u" label="E-mail" input={{ name: 'u', required: true }} />);
    expect(unmarked).toContain('<label for="u">E-mail</label>');
    expect(attributesOf(unmarked, 'u')).toHaveProperty('required');
  });

  it('keeps the attribute order the forms had: the control\'s own, then autofocus, aria-invalid, aria-describedby', () => {
    const html = render(<Field id="auth-email" label="E-mail" errors="Obsazený." autoFocus input={{ name: 'email', type: 'email', autoComplete: 'email', defaultValue: 'a@b.cz' }} />);
    expect(html).toMatch(/<input id="auth-email" type="email" autoComplete="email" aria-errormessage="auth-email-error" autofocus="" aria-invalid="true" aria-describedby="auth-email-error" name="email" value="a@b.cz"\/>/);
  });

  it('puts `after` beside the control in the row, and announces a live error', () => {
    const html = render(<Field id="n" label="E-mail" live errors="Chybí." classes={{ row: 'row' }} after={createElement('button', { type: 'submit' }, 'Odebírat')} input={{ name: 'email' }} />);
    expect(html).toMatch(/<div class="row"><input id="n"[^>]*\/><button type="submit">Odebírat<\/button><\/div><div aria-live="polite"><p id="n-error">Chybí.<\/p><\/div>/);
  });

  it('wraps its parts in an element only when the form names its class (else they stand in the form\'s own layout)', () => {
    expect(render(<Field id="w" label="Množství" classes={{ field: 'qty' }} input={{ name: 'q' }} />)).toMatch(/^<div class="qty"><label for="w">/);
    expect(render(<Field id="w" label="Množství" classes={{ label: 'sr' }} input={{ name: 'q' }} />)).toMatch(/^<label for="w" class="sr">Množství<\/label><input id="w" name="q"\/>$/);
  });
});

describe('ChoiceGroup', () => {
  it('describes the group by its error, only while there is one', () => {
    const invalid = render(
      <ChoiceGroup id="co-deliveryId" legend="Doprava" errors="Vyberte dopravu." classes={{ field: 'group', error: 'field-error' }}>
        <input type="radio" name="deliveryId" value="1" />
      </ChoiceGroup>,
    );
    expect(invalid).toBe('<fieldset class="group" aria-describedby="co-deliveryId-error"><legend>Doprava</legend><input type="radio" name="deliveryId" value="1"/><p id="co-deliveryId-error" class="field-error">Vyberte dopravu.</p></fieldset>');
    expect(render(<ChoiceGroup id="co-deliveryId" legend="Doprava">{null}</ChoiceGroup>)).toBe('<fieldset><legend>Doprava</legend></fieldset>');
  });
});

describe('SelectField, TextareaField, CheckboxField', () => {
  it('wire their control the same way', () => {
    const select = render(
      <SelectField id="s" label="Země" errors="Vyberte zemi." select={{ name: 'country', defaultValue: 'CZ' }}>
        <option value="CZ">Česko</option>
      </SelectField>,
    );
    expect(attributesOf(select, 's')).toMatchObject({ name: 'country', 'aria-invalid': 'true', 'aria-describedby': 's-error' });
    expect(select).toContain('<option value="CZ" selected="">Česko</option>');

    const textarea = render(<TextareaField id="t" label="Poznámka" hint="Nejvýše 1000 znaků." textarea={{ name: 'note', rows: 3 }} />);
    expect(attributesOf(textarea, 't')).toMatchObject({ name: 'note', rows: '3', 'aria-describedby': 't-hint' });

    const check = render(<CheckboxField id="c" label="Souhlasím" required errors="Musíte souhlasit." extra={createElement('a', { href: '/podminky' }, 'podmínky')} input={{ name: 'terms' }} />);
    expect(attributesOf(check, 'c')).toMatchObject({ type: 'checkbox', name: 'terms', required: '', 'aria-invalid': 'true', 'aria-describedby': 'c-error', 'aria-errormessage': 'c-error' });
    // The label follows the box; the link stands outside it, so following it does not tick the box.
    expect(check).toMatch(/<input [^>]*id="c"[^>]*\/><label for="c">Souhlasím<span aria-hidden="true"> \*<\/span><\/label><a href="\/podminky">podmínky<\/a><p id="c-error">Musíte souhlasit.<\/p>/);
  });
});

describe('the forms module', () => {
  it('imports nothing of the storefront, so the back office can use it as it is', () => {
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../app/components/forms');
    for (const file of fs.readdirSync(dir)) {
      const imports = [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
      expect(imports.filter((i) => i !== 'react' && i !== './Field'), file).toEqual([]);
    }
  });
});
