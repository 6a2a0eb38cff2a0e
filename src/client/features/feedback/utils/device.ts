import type { Device } from '@/shared/contracts/feedback.ts';

const BROWSERS: [RegExp, string][] = [
  [/Edg\/([\d.]+)/, 'Edge'],
  [/OPR\/([\d.]+)/, 'Opera'],
  [/Firefox\/([\d.]+)/, 'Firefox'],
  [/(?:Chrome|Chromium)\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari/, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android [\d.]+/, ''],
  [/iPhone OS [\d_]+|iPad.*OS [\d_]+/, 'iOS'],
  [/Windows NT [\d.]+/, 'Windows'],
  [/Mac OS X [\d_.]+/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A best guess from the user agent; the tester corrects it in the form when it is wrong. */
function detectDevice(userAgent: string, width: number, height: number): Device {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent));
  const browserMatch = browser?.[0].exec(userAgent);
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent));
  const systemMatch = system?.[0].exec(userAgent)?.[0] ?? '';
  let os = system?.[1] ?? '';
  if (systemMatch.startsWith('Android')) os = systemMatch;
  else if (os === 'iOS' || os === 'macOS') {
    const version = /[\d_.]+$/.exec(systemMatch)?.[0].replaceAll('_', '.');
    os = version ? `${os} ${version}` : os;
  }
  return {
    browser: browser && browserMatch ? `${browser[1]} ${browserMatch[1]}` : '',
    os,
    viewport: `${width}×${height}`,
  };
}

export function currentDevice(): Device {
  return detectDevice(navigator.userAgent, window.innerWidth, window.innerHeight);
}
