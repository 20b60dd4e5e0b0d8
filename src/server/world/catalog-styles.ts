import type { Company } from '@shared/domain/identity/companies';

/**
 * The product lines of each company: styles are material x base, each in a few colours and sizes.
 * FurHaven makes dog beds and their covers; Worldwise makes cat furniture and toys.
 */
export type Base = { name: string; foam: string | null; bolster: boolean; casePacks: number; cents: number };

// prettier-ignore
export const STYLES: Record<Company, { materials: string[]; bases: Base[]; root: number; upcPrefix: string }> = {
  furhaven: {
    materials: ['Plush & Suede', 'Quilted', 'Faux Fur & Velvet', 'Sherpa & Chenille', 'Minky', 'Velvet Waves',
      'Terry & Suede', 'Faux Sheepskin', 'Eco Linen', 'Performance Linen', 'Polar Fleece', 'Ultra Plush'],
    bases: [
      { name: 'Orthopedic Sofa Dog Bed', foam: 'Orthopedic', bolster: true, casePacks: 1, cents: 5999 },
      { name: 'Memory Foam Sofa Dog Bed', foam: 'Memory', bolster: true, casePacks: 1, cents: 6999 },
      { name: 'Cooling Gel Sofa Dog Bed', foam: 'Cooling Gel', bolster: true, casePacks: 1, cents: 7499 },
      { name: 'Orthopedic Mattress Dog Bed', foam: 'Orthopedic', bolster: false, casePacks: 2, cents: 4499 },
      { name: 'Calming Donut Bed', foam: null, bolster: true, casePacks: 2, cents: 3999 },
      { name: 'L-Shaped Chaise Dog Bed', foam: 'Orthopedic', bolster: true, casePacks: 1, cents: 7999 },
      { name: 'Snuggery Burrow Bed', foam: 'Egg-Crate', bolster: false, casePacks: 2, cents: 4999 },
      { name: 'Replacement Dog Bed Cover', foam: null, bolster: false, casePacks: 4, cents: 2499 },
      { name: 'Pet Mat', foam: null, bolster: false, casePacks: 6, cents: 1999 },
      { name: 'Throw Blanket', foam: null, bolster: false, casePacks: 6, cents: 1799 },
      { name: 'Waterproof Bed Liner', foam: null, bolster: false, casePacks: 6, cents: 1499 },
    ],
    root: 95000,
    upcPrefix: '840195',
  },
  worldwise: {
    materials: ['Corrugate', 'Felt', 'Sisal', 'Plush', 'Ceramic', 'Bamboo', 'Wool', 'Canvas'],
    bases: [
      { name: 'Cat Scratcher Lounge', foam: null, bolster: false, casePacks: 4, cents: 2499 },
      { name: 'Catnip Toy Set', foam: null, bolster: false, casePacks: 12, cents: 899 },
      { name: 'Window Perch', foam: 'Memory', bolster: false, casePacks: 2, cents: 3499 },
      { name: 'Cat Tunnel', foam: null, bolster: false, casePacks: 6, cents: 1999 },
      { name: 'Wand Toy', foam: null, bolster: false, casePacks: 12, cents: 699 },
      { name: 'Cat Bed', foam: 'Orthopedic', bolster: true, casePacks: 2, cents: 2999 },
      { name: 'Bowl Set', foam: null, bolster: false, casePacks: 6, cents: 1299 },
    ],
    root: 31000,
    upcPrefix: '785184',
  },
};

// prettier-ignore
export const COLOURS = ['Espresso', 'Gray', 'Clay', 'Cream', 'Sage', 'Navy', 'Stone Gray', 'Chocolate', 'Mist',
  'Cinnamon', 'Black', 'Woodsmoke', 'Silver Gray', 'Cocoa', 'Marine Blue', 'Blush'];
export const SIZE_CENTS = [0, 1000, 2000, 3500, 5000, 6500];
