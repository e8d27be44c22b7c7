import coerce from 'semver/functions/coerce';
import gt from 'semver/functions/gt';
import inc from 'semver/functions/inc';
import major from 'semver/functions/major';
import minor from 'semver/functions/minor';
import patch from 'semver/functions/patch';
import prerelease from 'semver/functions/prerelease';
import rcompare from 'semver/functions/rcompare';
import valid from 'semver/functions/valid';

/**
 * The semver functions the changelog and release plans use, each from its own file: `semver`'s index loads the
 * whole package (ranges, comparators, every function) when the changelog's module loads, at each run's start.
 */
export const semver = { coerce, gt, inc, major, minor, patch, prerelease, rcompare, valid };
