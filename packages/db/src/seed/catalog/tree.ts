// The two-level category tree in menu order, assembled from its three parts.
import { ACCESSORY_TOPS } from './tree-accessories';
import { BALLOON_TOPS } from './tree-balloons';
import { COSTUME_TOPS } from './tree-costumes';
import type { TopDef } from './types';

export const TREE: TopDef[] = [...COSTUME_TOPS, ...BALLOON_TOPS, ...ACCESSORY_TOPS];
