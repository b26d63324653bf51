/** The error every command stops with when a config file is wrong. */

/** A problem in the config file: `file: path: message`. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  /** One line per problem, each `key.path: what is wrong`. */
  readonly problems: readonly string[];
  readonly file: string;

  constructor(file: string, problems: readonly string[]) {
    super(`@hpcdocs/site: ${file} has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.file = file;
    this.problems = problems;
  }
}
