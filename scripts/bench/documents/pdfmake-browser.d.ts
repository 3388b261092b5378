// pdfmake's browser build, which the bench tab loads as the app does; its types live with web/
declare module 'pdfmake/build/pdfmake';
