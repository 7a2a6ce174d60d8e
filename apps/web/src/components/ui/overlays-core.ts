import '../../styles/overlays.css';

export { Drawer, Modal, ScrollArea } from '@mantine/core';
