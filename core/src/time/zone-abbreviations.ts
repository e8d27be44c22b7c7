import { ToolInputError } from '../errors';

export const TIME_INVALID = 'Invalid time';

/**
 * Zone abbreviations read as GNU date reads them (its parse-datetime table; tools/time/time-peers.test.ts asks `date -d`
 * for each), in minutes east of UTC. RFC 5322's own (UT, GMT, EST … PDT) are among them. Names that stand for zones far
 * apart are refused instead (AMBIGUOUS), and so are military letters other than Z, which RFC 5322 says were used
 * both ways round.
 */
export const ZONE_ABBREVIATIONS: Readonly<Record<string, number>> = {
  UT: 0,
  UTC: 0,
  GMT: 0,
  Z: 0,
  WET: 0,
  WEST: 60,
  BST: 60,
  CET: 60,
  CEST: 120,
  MET: 60,
  MEST: 120,
  MEZ: 60,
  MESZ: 120,
  WAT: 60,
  EET: 120,
  EEST: 180,
  CAT: 120,
  SAST: 120,
  EAT: 180,
  MSK: 180,
  MSD: 240,
  SGT: 480,
  JST: 540,
  KST: 540,
  NZST: 720,
  NZDT: 780,
  NST: -210,
  NDT: -150,
  ART: -180,
  BRT: -180,
  CLT: -240,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
  AKST: -540,
  AKDT: -480,
  HST: -600,
};

/** Abbreviations in use for zones hours apart: no reading of them is safe. */
const AMBIGUOUS: Readonly<Record<string, string>> = {
  IST: 'India (+05:30), Israel (+02:00) and Ireland (+01:00)',
  AST: 'the Atlantic (-04:00) and Arabia (+03:00)',
  ADT: 'the Atlantic (-03:00) and Arabia (+04:00)',
  GST: 'the Gulf (+04:00) and Guam (+10:00)',
};

/** Minutes east of UTC of a written zone: `+0100`, `-05:00`, `GMT+0100`, `UTC+5:30` or an abbreviation. */
export function zoneOffsetMinutes(zone: string, text: string): number {
  const numeric = /^(?:gmt|utc|ut)?([+-])(\d{1,2}):?(\d{2})?$/i.exec(zone);
  if (numeric) {
    const [, sign, hours = '0', minutes = '0'] = numeric;
    if (Number(hours) > 23 || Number(minutes) > 59)
      throw new ToolInputError(`"${text}" has no offset ${zone}.`, TIME_INVALID, 'value');
    return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  }
  const name = zone.toUpperCase();
  const offset = ZONE_ABBREVIATIONS[name];
  if (offset !== undefined) return offset;
  const places = AMBIGUOUS[name];
  throw new ToolInputError(
    places
      ? `"${text}": ${name} stands for ${places}. Write its offset instead (+0530), or leave it out and read the time in a named zone (Asia/Kolkata).`
      : `"${text}": ${zone} is not a zone abbreviation toolbox reads. Write its offset instead (+0530), or leave it out and read the time in a named zone (Asia/Kolkata).`,
    TIME_INVALID,
    'value',
  );
}
