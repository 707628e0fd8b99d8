/**
 * Whitelabel modules (SPEC §6, upstream-api §3.4) as a tree. The tree's shape is fixed here; whether each
 * module is on is a per-merchant setting. On the wire a node is `{ modId, enabled: '1' | '0', childrenNodes }`.
 */
export const moduleTree = {
  REG3: ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3', 'AFFMAN3', 'CAPTCHA3'],
  COMM3: [
    'MOBILEVERCODELOGIN3',
    'FREEPLAY3',
    'PWDEXPFORCECHANGE3',
    'LOGINIPVERF3',
    'CHNGPASSVERIF3',
    'FEEDBACK3',
    'PWRESETSMS3',
  ],
  MEMBER3: ['PTSYS3', 'MANPLAYREB3', 'INBOX3', 'REWCEN3', 'FUNDTRANS3', 'MEMTRANS3', 'PROFPIC3', 'C2CTRANS3'],
  GAMELO3: ['GAMELOHOT3', 'GAMELOFAV3', 'GAMELOREC3'],
  AGENT3: [
    'AGENTPOLICY3',
    'AGENTANNOUNCE3',
    'AGEINFO3',
    'REGCEN',
    'DOWNMAN',
    'TRANSBETREPMEM3',
    'AGETEAMPNL3',
    'AGEREV3',
    'AGEDOWNTRANS3',
    'AGENTRANSMULTDOWN3',
    'AGETRANSFERUP3',
    'DIVIDEND',
    'DAYSAL',
    'DAYSALMR',
    'HOURSAL3',
    'RTSALARY3',
  ],
} as const;

type Tree = typeof moduleTree;
export type ModuleId = keyof Tree | Tree[keyof Tree][number];

export const moduleIds: ModuleId[] = Object.entries(moduleTree).flatMap(([root, children]) => [
  root as ModuleId,
  ...(children as readonly ModuleId[]),
]);

export function isModuleId(value: string): value is ModuleId {
  return (moduleIds as string[]).includes(value);
}

export interface WhitelabelNode {
  modId: ModuleId;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

/** Builds the wire tree from the set of enabled modules. */
export function buildWhitelabelTree(enabled: ReadonlySet<string>): WhitelabelNode[] {
  return Object.entries(moduleTree).map(([root, children]) => ({
    modId: root as ModuleId,
    enabled: enabled.has(root) ? '1' : '0',
    childrenNodes: (children as readonly ModuleId[]).map((modId) => ({
      modId,
      enabled: enabled.has(modId) ? '1' : '0',
      childrenNodes: [],
    })),
  }));
}

/** Flattens a wire tree into modId → on (upstream-api §3.2: `enabled === '1'`). */
export function flattenWhitelabel(nodes: readonly WhitelabelNode[]): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  const walk = (list: readonly WhitelabelNode[]) => {
    for (const node of list) {
      out[node.modId] = node.enabled === '1';
      walk(node.childrenNodes);
    }
  };
  walk(nodes);
  return out;
}
