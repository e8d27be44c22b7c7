export {
  type ComposeFileObject,
  type ComposeNote,
  type DockerComposeInput,
  type DockerComposeResult,
  runDockerCompose,
  runDockerComposeText,
} from './docker-compose';
export { meta } from './meta';
