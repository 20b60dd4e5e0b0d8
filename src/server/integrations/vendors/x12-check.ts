import { parseX12 } from './x12';

type Open = { control: string; count: number };

/**
 * What a trading partner's translator checks before it accepts a file: every count and control
 * number of the envelope. Returns the problems found; an empty list means the envelope is sound.
 */
export function checkX12(text: string): string[] {
  let segments: string[][];
  try {
    segments = parseX12(text);
  } catch (error) {
    return [(error as Error).message];
  }
  const problems: string[] = [];
  const isa = segments[0] ?? [];
  const iea = segments[segments.length - 1] ?? [];
  if (iea[0] !== 'IEA') problems.push('last segment is not IEA');
  if (isa[13] !== iea[2]) problems.push(`ISA13 ${isa[13]} does not match IEA02 ${iea[2]}`);

  let groups = 0;
  // A group counts its sets; a set counts its segments from ST on.
  let group: Open | null = null;
  let set: Open | null = null;
  for (const seg of segments) {
    if (set) set.count += 1;
    switch (seg[0] ?? '') {
      case 'GS':
        groups += 1;
        group = { control: seg[6] ?? '', count: 0 };
        break;
      case 'ST':
        set = { control: seg[2] ?? '', count: 1 };
        break;
      case 'SE':
        if (!set) problems.push('SE without ST');
        else {
          if (Number(seg[1]) !== set.count)
            problems.push(`SE01 ${seg[1]} but the set has ${set.count} segments`);
          if (seg[2] !== set.control) problems.push(`SE02 ${seg[2]} does not match ST02 ${set.control}`);
          if (group) group.count += 1;
        }
        set = null;
        break;
      case 'GE':
        if (!group) problems.push('GE without GS');
        else {
          if (Number(seg[1]) !== group.count)
            problems.push(`GE01 ${seg[1]} but the group has ${group.count} sets`);
          if (seg[2] !== group.control) problems.push(`GE02 ${seg[2]} does not match GS06 ${group.control}`);
        }
        group = null;
        break;
      default:
        // Segments inside a set only count towards SE01.
        break;
    }
  }
  if (Number(iea[1]) !== groups) problems.push(`IEA01 ${iea[1]} but the interchange has ${groups} groups`);
  return problems;
}
