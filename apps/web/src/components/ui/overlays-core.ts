export { Drawer, Modal, ScrollArea } from '@mantine/core';
