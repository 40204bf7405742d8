import { accessibleTheme, contrastRatio, describeAdjustment, hslOf, themeRule } from './theme.mjs';

const WHITE = '#ffffff';
const PAGE = '#f5f6f8';
const NONE = { primary: null, header: null };

/** The solid colour of a `--sf-focus` ring: its last (outer) shadow's. */
const focusColourOf = (focus: string): string => focus.match(/#[0-9a-f]{6}$/)![0];

describe('contrastRatio', () => {
  it('gives the WCAG ratios', () => {
    expect(contrastRatio('#000000', WHITE)).toBe(21);
    expect(contrastRatio(WHITE, '#000000')).toBe(21);
    expect(contrastRatio('#777777', WHITE)).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#1f4fd1', '#1f4fd1')).toBe(1);
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => contrastRatio('#fff', WHITE)).toThrow(RangeError);
  });
});

describe('accessibleTheme', () => {
  it("without brand colours, is the storefront's default look, with a solid focus ring", () => {
    expect(accessibleTheme(NONE)).toEqual({
      properties: {
        '--sf-text': '#1c1f24',
        '--sf-page': PAGE,
        '--sf-primary': '#1f4fd1',
        '--sf-primary-text': WHITE,
        '--sf-brand': '#1f3a5f',
        '--sf-focus': '0 0 0 2px #ffffff,0 0 0 5px #1f3a5f',
        '--sf-header': '#1f3a5f',
        '--sf-header-text': WHITE,
      },
      adjustments: [],
    });
  });

  it('keeps colours that pass, the primary one brand colour for buttons, links and focus', () => {
    const { properties, adjustments } = accessibleTheme({ primary: '#1f4fd1', header: '#1f3a5f' });
    expect(adjustments).toEqual([]);
    expect(properties).toMatchObject({ '--sf-primary': '#1f4fd1', '--sf-brand': '#1f4fd1', '--sf-header': '#1f3a5f', '--sf-header-text': WHITE });
    expect(focusColourOf(properties['--sf-focus']!)).toBe('#1f4fd1');
  });

  it("darkens the zoo's teal to 4.5:1 on white and the page, keeping its hue, and uses it everywhere", () => {
    const { properties, adjustments } = accessibleTheme({ primary: '#2ec4b6', header: null });
    const used = properties['--sf-primary']!;
    expect(used).not.toBe('#2ec4b6');
    expect(contrastRatio(used, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(used, PAGE)).toBeGreaterThanOrEqual(4.5);
    const [hue, saturation, lightness] = hslOf(used);
    const [configuredHue, configuredSaturation, configuredLightness] = hslOf('#2ec4b6');
    expect(Math.abs(hue - configuredHue)).toBeLessThanOrEqual(2);
    expect(Math.abs(saturation - configuredSaturation)).toBeLessThan(0.02);
    expect(lightness).toBeLessThan(configuredLightness);
    // The first passing step: one step lighter fails.
    expect(contrastRatio(used, PAGE)).toBeLessThan(4.6);
    expect(properties['--sf-brand']).toBe(used);
    expect(focusColourOf(properties['--sf-focus']!)).toBe(used);
    expect(properties['--sf-primary-text']).toBe(WHITE);
    expect(adjustments).toEqual([
      { role: 'primary', configured: '#2ec4b6', used, ratio: contrastRatio('#2ec4b6', PAGE), minimum: 4.5, against: PAGE },
      { role: 'focus', configured: '#2ec4b6', used, ratio: contrastRatio('#2ec4b6', PAGE), minimum: 3, against: PAGE },
    ]);
  });

  it('reports a primary that passes 3:1 but not 4.5:1 for text only', () => {
    const { adjustments } = accessibleTheme({ primary: '#777777', header: null });
    expect(adjustments.map(({ role }) => role)).toEqual(['primary']);
  });

  it("gives the zoo's yellow header dark text, the header itself unchanged", () => {
    const { properties, adjustments } = accessibleTheme({ primary: null, header: '#f6c945' });
    expect(properties['--sf-header']).toBe('#f6c945');
    expect(properties['--sf-header-text']).toBe('#1c1f24');
    expect(adjustments).toEqual([
      { role: 'header-text', configured: WHITE, used: '#1c1f24', ratio: contrastRatio(WHITE, '#f6c945'), minimum: 4.5, against: '#f6c945' },
    ]);
  });

  it('darkens a mid-grey header that neither white nor dark text passes on, and keeps white text', () => {
    expect(contrastRatio('#1c1f24', '#777777')).toBeLessThan(4.5);
    const { properties, adjustments } = accessibleTheme({ primary: null, header: '#777777' });
    expect(properties['--sf-header-text']).toBe(WHITE);
    expect(properties['--sf-header']).toBe('#747474');
    expect(contrastRatio(WHITE, '#747474')).toBeGreaterThanOrEqual(4.5);
    expect(adjustments).toEqual([
      { role: 'header', configured: '#777777', used: '#747474', ratio: contrastRatio(WHITE, '#777777'), minimum: 4.5, against: WHITE },
    ]);
  });

  it('takes a colour that is not #rrggbb as not configured', () => {
    expect(accessibleTheme({ primary: 'teal', header: '#FFF' })).toEqual(accessibleTheme(NONE));
    expect(accessibleTheme({ primary: '#2EC4B6', header: null }).adjustments[0]?.configured).toBe('#2ec4b6');
  });

  it('meets every minimum for a spread of colours', () => {
    const levels = ['00', '33', '66', '99', 'cc', 'ff'];
    const colours = levels.flatMap((r) => levels.flatMap((g) => levels.map((b) => `#${r}${g}${b}`)));
    for (const primary of colours) {
      for (const header of [colours[(colours.indexOf(primary) * 7) % colours.length]!, primary]) {
        const { properties: p, adjustments } = accessibleTheme({ primary, header });
        const at = `primary ${primary}, header ${header}`;
        for (const background of [WHITE, PAGE]) {
          expect([at, contrastRatio(p['--sf-primary']!, background) >= 4.5]).toEqual([at, true]);
          expect([at, contrastRatio(focusColourOf(p['--sf-focus']!), background) >= 3]).toEqual([at, true]);
        }
        expect([at, contrastRatio(p['--sf-primary-text']!, p['--sf-primary']!) >= 4.5]).toEqual([at, true]);
        expect([at, contrastRatio(p['--sf-header-text']!, p['--sf-header']!) >= 4.5]).toEqual([at, true]);
        expect(p['--sf-brand']).toBe(p['--sf-primary']);
        // Whatever was changed is reported, and only that.
        expect(adjustments.some(({ role }) => role === 'primary')).toBe(p['--sf-primary'] !== primary);
        expect(adjustments.some(({ role }) => role === 'header')).toBe(p['--sf-header'] !== header);
      }
    }
  });
});

describe('themeRule and describeAdjustment', () => {
  it('write the properties as one :root rule', () => {
    expect(themeRule({ '--sf-primary': '#1f4fd1', '--sf-brand': '#1f3a5f' })).toBe(':root{--sf-primary:#1f4fd1;--sf-brand:#1f3a5f}');
    expect(themeRule({ '--a': 'b' }, ':where(:root)')).toBe(':where(:root){--a:b}');
  });

  it('say what, its ratio and what is used instead', () => {
    const [adjustment] = accessibleTheme({ primary: null, header: '#777777' }).adjustments;
    expect(describeAdjustment(adjustment!)).toBe('Header colour #777777 has 4.48:1 against #ffffff (needs 4.5:1); #747474 is used instead.');
  });
});
