// Intl.DisplayNames is slow to build; a switcher names the same few languages on every render.
const names = new Map<string, string>();

/** A language's name in that language ("العربية", "Français"), or the code when Intl cannot name it. */
export function nativeLanguageName(code: string): string {
  let name = names.get(code);
  if (name === undefined) {
    name = nameOf(code);
    names.set(code, name);
  }
  return name;
}

function nameOf(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    if (!name || name === code) return code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}
