import { describe, expect, it } from 'vitest';
import { repoRoot } from '#infra/cdk/shop-function';
import {
  copiedBeside,
  installedClosure,
  installedFiles,
  nativeArchitectureOf,
} from '#infra/wiring/installed-packages';

// The packages a function ships beside its bundle come from what npm installed here, with everything
// they depend on, so `npm run synth` needs no registry.

describe('the packages shipped beside a bundle', () => {
  it("are the named ones and their dependencies as installed, a nested copy inside its parent's folder", () => {
    const shipped = installedClosure(repoRoot, ['qrcode', 'dejavu-fonts-ttf']);
    expect(shipped).toEqual(expect.arrayContaining(['qrcode', 'dejavu-fonts-ttf', 'dijkstrajs', 'pngjs']));
    // qrcode's own copy of yargs comes inside its folder; yargs' dependencies are found as Node finds them.
    expect(shipped).not.toContain('yargs');
    expect(shipped).toEqual(expect.arrayContaining(['find-up', 'string-width']));
    expect(shipped.some((path) => path.includes('/node_modules/'))).toBe(false);
    expect(shipped).not.toContain('aws-cdk-lib');
  });

  it('leave out an optional native build npm did not install, and name a missing required package', () => {
    const sharp = installedClosure(repoRoot, ['sharp']);
    expect(sharp).toContain('sharp');
    expect(sharp.filter((path) => path.startsWith('@img/sharp-linux')).length).toBeLessThanOrEqual(1);
    expect(() => installedClosure(repoRoot, ['no-such-package-here'])).toThrow(
      /no-such-package-here is not installed/,
    );
  });

  it('tell the CPU of a native build among them, none for plain JavaScript', () => {
    expect(nativeArchitectureOf(['sharp', '@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64'])).toBe(
      'x86_64',
    );
    expect(nativeArchitectureOf(['sharp', '@img/sharp-linux-arm64'])).toBe('arm64');
    expect(nativeArchitectureOf(['qrcode', 'dejavu-fonts-ttf'])).toBeUndefined();
  });

  it('may be single files of a package, each checked to be installed', () => {
    expect(installedFiles(repoRoot, ['dejavu-fonts-ttf/LICENSE'])).toEqual(['dejavu-fonts-ttf/LICENSE']);
    expect(() => installedFiles(repoRoot, ['dejavu-fonts-ttf/ttf/NoSuchFace.ttf'])).toThrow(
      /dejavu-fonts-ttf\/ttf\/NoSuchFace.ttf not installed/,
    );
    expect(copiedBeside([], ['dejavu-fonts-ttf/ttf/DejaVuSans.ttf']).afterBundling('/repo', '/out')).toEqual([
      'mkdir -p "/out/node_modules/dejavu-fonts-ttf/ttf" && cp "/repo/node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf" "/out/node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf"',
    ]);
  });

  it('are copied into the bundle’s node_modules after bundling, nothing installed', () => {
    const hooks = copiedBeside(['dejavu-fonts-ttf', '@img/sharp-linux-x64']);
    expect(hooks.beforeInstall()).toEqual([]);
    expect(hooks.afterBundling('/repo', '/out')).toEqual([
      'mkdir -p "/out/node_modules/dejavu-fonts-ttf" && cp -R "/repo/node_modules/dejavu-fonts-ttf/." "/out/node_modules/dejavu-fonts-ttf"',
      'mkdir -p "/out/node_modules/@img/sharp-linux-x64" && cp -R "/repo/node_modules/@img/sharp-linux-x64/." "/out/node_modules/@img/sharp-linux-x64"',
    ]);
  });
});
