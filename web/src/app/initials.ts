export const fallbackInitials = 'U';

/** "jane.doe@example.com" -> "JD", "alex@example.com" -> "AL"; no usable e-mail -> "U". */
export function initialsFromEmail(email: string | null | undefined): string {
  const local = email?.split('@')[0]?.trim() ?? '';
  const parts = local.split(/[._+\-\s]+/).filter((part) => /[a-z0-9]/i.test(part));
  if (parts.length === 0) return fallbackInitials;
  const letters = (part: string) => part.replace(/[^a-z0-9]/gi, '');
  const first = letters(parts[0]!);
  const second = parts[1] ? letters(parts[1]) : '';
  const initials = second ? `${first[0]}${second[0]}` : first.slice(0, 2);
  return initials.toUpperCase();
}
