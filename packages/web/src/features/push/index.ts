/** Push notifications per device (issue 19 §2): the panel the profile shows. */
export { PushDevices } from './push-devices.tsx';
