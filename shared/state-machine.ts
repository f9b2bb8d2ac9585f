/**
 * A declared state machine: which state may follow which, as data. The code that changes a state asks
 * `canMove` (or builds its DynamoDB condition from `sourcesOf`), the web asks it what to offer, and
 * each machine's graph test checks it with `graphProblems`.
 */
export interface MachineDeclaration<S extends string> {
  /** The states a thing may be created in. */
  readonly initial: readonly S[];
  /** The states nothing may leave. */
  readonly terminal: readonly S[];
  /** Every state, in order, with the states that may follow it. */
  readonly next: Readonly<Record<S, readonly S[]>>;
}

export interface StateMachine<S extends string> extends MachineDeclaration<S> {
  readonly states: readonly S[];
  canMove: (from: S, to: S) => boolean;
  targetsOf: (from: S) => readonly S[];
  sourcesOf: (to: S) => S[];
  isTerminal: (state: S) => boolean;
}

export const defineMachine = <S extends string>(declaration: MachineDeclaration<S>): StateMachine<S> => {
  const states = Object.keys(declaration.next) as S[];
  const targetsOf = (from: S): readonly S[] => declaration.next[from] ?? [];
  const canMove = (from: S, to: S) => targetsOf(from).includes(to);
  return {
    ...declaration,
    states,
    canMove,
    targetsOf,
    sourcesOf: (to) => states.filter((from) => canMove(from, to)),
    isTerminal: (state) => declaration.terminal.includes(state),
  };
};

/**
 * What is wrong with a machine's graph, one sentence each (none for a sound one): an initial, terminal
 * or target state that is not a state; a terminal state with a way out; a state with no way out that
 * is not declared terminal; a state no initial state leads to.
 */
export const graphProblems = <S extends string>(machine: StateMachine<S>): string[] => {
  const isState = (state: S) => machine.states.includes(state);
  const problems = [
    ...machine.initial.filter((state) => !isState(state)).map((state) => `initial state ${state} is unknown`),
    ...machine.terminal
      .filter((state) => !isState(state))
      .map((state) => `terminal state ${state} is unknown`),
  ];
  for (const from of machine.states)
    for (const to of machine.targetsOf(from))
      if (!isState(to)) problems.push(`${from} → ${to}: ${to} is unknown`);
  for (const state of machine.states) {
    const targets = machine.targetsOf(state);
    if (machine.isTerminal(state) && targets.length > 0)
      problems.push(`${state} is terminal but may move to ${targets.join(', ')}`);
    if (!machine.isTerminal(state) && targets.length === 0)
      problems.push(`${state} has no way out but is not declared terminal`);
  }
  const reached = new Set<S>(machine.initial);
  for (const state of reached) for (const to of machine.targetsOf(state)) reached.add(to);
  for (const state of machine.states)
    if (!reached.has(state)) problems.push(`${state} is not reachable from ${machine.initial.join(', ')}`);
  return problems;
};
